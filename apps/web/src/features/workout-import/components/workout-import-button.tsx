import { useState } from 'react';
import { preloadable } from '../../../lib/preloadable.ts';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { Upload } from 'lucide-react';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';

// The dialog carries the exercise library and the picker: loaded when first opened.
const WorkoutImportDialog = preloadable(() =>
  import('./workout-import-dialog.tsx').then((m) => m.WorkoutImportDialog),
);

/**
 * Opens the workout import (Profile, and the onboarding's last step). Once opened the dialog
 * stays mounted, so an import still being written reports its result after it is closed.
 */
export function WorkoutImportButton({
  label = 'Import Workout History',
  variant = 'outline',
  className,
  showHistoryLink = true,
}: {
  label?: string;
  variant?: ButtonVariant;
  className?: string;
  showHistoryLink?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        className={className}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Upload className="size-4" aria-hidden="true" />
        {label}
      </Button>
      {mounted ? (
        <TapOpened open={open} onFailed={() => setOpen(false)}>
          <WorkoutImportDialog
            open={open}
            onOpenChange={setOpen}
            showHistoryLink={showHistoryLink}
          />
        </TapOpened>
      ) : null}
    </>
  );
}
