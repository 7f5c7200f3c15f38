import { JOURNEY_PHASES } from '@grandfit/shared/domain/journey.ts';
import { PRODUCT_NAME } from '@grandfit/shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';

const PILLARS = [
  {
    title: 'Intelligent strength training',
    text: 'Stability, strength, Zone 2 cardio and VO2 max, every week. Loads come from your own logged sets, and every set stops with reps in reserve, so you leave each session stronger, not broken.',
  },
  {
    title: 'Recovery and optimisation',
    text: 'HRV, breathing and sleep decide how hard today should be. Coherence breathing and eight hours of sleep are part of the training, not a break from it.',
  },
  {
    title: 'Anti-inflammatory nutrition',
    text: 'Whole foods first, and a LEAP elimination programme that sorts foods into green, yellow and red by how your body reacts to them.',
  },
  {
    title: 'Tech-enabled consistency',
    text: 'Streaks, logs and your devices’ data show what is working, so you adjust with facts rather than feelings.',
  },
];

const PHASE_TEXT: Record<string, string> = {
  Foundation:
    'Learn the squat, hinge, push, pull, lunge and carry with light implements, and build the aerobic base.',
  Strength: 'Barbell lifts in sets of 8 down to 5, and the first short intervals.',
  Integration: 'Strength plus power, heavier carries and four-minute intervals.',
  Mastery: 'Heavier lifts and the tasks of your own decathlon: floors, stairs, loads overhead.',
};

/**
 * The methodology modal (docs/product.md#method-screen); Read Full Method opens it and 'I'm Ready
 * to Execute' closes it.
 */
export function MethodologyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>The {PRODUCT_NAME} Method</DialogTitle>
          <DialogDescription>
            Fifty-two weeks to build the body you want for your second half-century. Everything
            trains your Centenarian Decathlon: the ten things you still want to do at 100, from
            getting up off the floor to carrying a grandchild up the stairs.
          </DialogDescription>
        </DialogHeader>
        <section aria-labelledby="method-pillars-title">
          <h3 id="method-pillars-title" className="text-sm font-bold tracking-wide uppercase">
            The four pillars
          </h3>
          <ol className="mt-2 grid gap-3">
            {PILLARS.map((pillar, index) => (
              <li key={pillar.title} className="flex gap-3">
                <span
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-sm font-bold text-primary"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <p className="text-sm leading-relaxed">
                  <strong className="font-semibold">{pillar.title}.</strong> {pillar.text}
                </p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="method-phases-title" className="mt-5">
          <h3 id="method-phases-title" className="text-sm font-bold tracking-wide uppercase">
            The four phases
          </h3>
          <ul className="mt-2 grid gap-2">
            {JOURNEY_PHASES.map((phase) => (
              <li key={phase.number} className="rounded-xl bg-muted px-3.5 py-2.5 text-sm">
                <strong className="font-semibold">
                  {phase.name}, weeks {phase.firstWeek}-{phase.lastWeek}.
                </strong>{' '}
                {PHASE_TEXT[phase.name]}
              </li>
            ))}
          </ul>
        </section>
        <p className="mt-5 text-sm leading-relaxed text-muted-foreground">
          Show up for the session on your screen, log every set honestly, recover as seriously as
          you train, and test your decathlon goals every quarter.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button size="lg" className="w-full sm:w-auto">
              I&apos;m Ready to Execute
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
