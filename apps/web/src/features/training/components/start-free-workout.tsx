import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { preloadable } from '../../../lib/preloadable.ts';

// Only when asked for: the dialog brings the exercise library (decision 038).
const FreeWorkoutDialog = preloadable(() =>
  import('./free-workout-dialog.tsx').then((module) => module.FreeWorkoutDialog),
);

/** "Empty workout" (decision 075): a session of the lifter's own, outside the programme. */
export function StartFreeWorkout() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void FreeWorkoutDialog.preload().catch(() => undefined)}
      >
        <Plus className="size-4" aria-hidden="true" />
        Empty workout
      </Button>
      {open ? (
        <TapOpened open onFailed={() => setOpen(false)}>
          <FreeWorkoutDialog open onOpenChange={setOpen} />
        </TapOpened>
      ) : null}
    </>
  );
}
