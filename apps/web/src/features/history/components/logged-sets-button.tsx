import { useState } from 'react';
import { preloadable } from '../../../lib/preloadable.ts';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { ListChecks } from 'lucide-react';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { UpdateSet } from '@grandfit/shared/schemas/history.ts';
import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import { Button } from '../../../components/ui/button.tsx';

// The dialog brings Radix Dialog and the correction writes: loaded when first opened, so the
// active workout's first load stays within its budget (docs/benchmarks.md).
const LoggedSetsDialog = preloadable(() =>
  import('./logged-sets-dialog.tsx').then((module) => module.LoggedSetsDialog),
);

/** A set logged in the active session, as the session keeps it. */
export interface ActiveLoggedSet {
  clientId: string;
  exerciseIndex: number;
  setNumber: number;
  weight: number | null;
  /** The unit the weight was entered in (lb for sets logged before units). */
  weightUnit?: WeightUnit;
  reps: number | null;
  rir: number | null;
  skipped: boolean;
  /** 'warmup' for a warm-up (decision 051); absent or 'normal' for a working set. */
  setType?: string;
}

export interface LoggedSetsProps {
  exercises: ReadonlyArray<Pick<WorkoutExercise, 'name' | 'unit' | 'loaded'>>;
  sets: readonly ActiveLoggedSet[];
  userId: string | undefined;
  /** The correction is sent or queued: the session shows the new numbers. */
  onCorrected: (clientId: string, values: UpdateSet) => void;
  onDeleted: (clientId: string) => void;
}

/** "Logged sets (4)": the sets of this session so far, to correct or delete during the workout. */
export function LoggedSetsButton(props: LoggedSetsProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ListChecks className="size-4" aria-hidden="true" />
        Logged sets ({props.sets.length})
      </Button>
      {open ? (
        <TapOpened onFailed={() => setOpen(false)}>
          <LoggedSetsDialog {...props} open onOpenChange={setOpen} />
        </TapOpened>
      ) : null}
    </>
  );
}
