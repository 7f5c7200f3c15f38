import { Bell, Dumbbell, Sparkles, Utensils } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';

const BENEFITS = [
  { icon: Dumbbell, text: 'Workout reminders' },
  { icon: Utensils, text: 'Meal tracking prompts' },
  { icon: Sparkles, text: 'Daily motivation' },
] as const;

/** The opt-in 'Stay on Track' (docs/product.md#notification-prompt). */
export function NotificationDialog({
  onEnable,
  onNotNow,
}: {
  onEnable: () => void;
  onNotNow: () => void;
}) {
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onNotNow())}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Bell className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle>Stay on Track</DialogTitle>
          <DialogDescription>
            Get notifications that keep your training on course:
          </DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-3 text-sm">
          {BENEFITS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onNotNow}>
            Not Now
          </Button>
          <Button onClick={onEnable}>Enable</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
