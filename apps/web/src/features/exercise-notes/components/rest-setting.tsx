import { Suspense, useState } from 'react';
import { Timer } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { preloadable } from '../../../lib/preloadable.ts';
import { formatRest } from '../../../lib/format-rest.ts';

const RestSettingDialog = preloadable(() =>
  import('./rest-setting-dialog.tsx').then((module) => module.RestSettingDialog),
);

/**
 * "Rest 2:30" beside the exercise's target (decision 059): the rest the timer will count after a
 * set of it, the lifter's own or the plan's; a tap changes it for every workout with the exercise.
 */
export function RestSetting({
  exerciseId,
  exerciseName,
  planSeconds,
  ownSeconds,
  userId,
}: {
  exerciseId: string;
  exerciseName: string;
  planSeconds: number;
  /** The lifter's rest for the exercise; null: the plan's. */
  ownSeconds: number | null;
  userId: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const seconds = ownSeconds ?? planSeconds;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="-my-1 shrink-0 tabular-nums"
        aria-label={`Rest between sets of ${exerciseName}: ${formatRest(seconds)}${ownSeconds === null ? '' : ' (yours)'}. Change`}
        onPointerEnter={() => void RestSettingDialog.preload()}
        onClick={() => setOpen(true)}
      >
        <Timer className="size-4" aria-hidden="true" />
        Rest {formatRest(seconds)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <RestSettingDialog
            exerciseId={exerciseId}
            exerciseName={exerciseName}
            planSeconds={planSeconds}
            ownSeconds={ownSeconds}
            userId={userId}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
