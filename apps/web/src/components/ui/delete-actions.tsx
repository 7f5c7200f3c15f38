import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { Button } from './button.tsx';
import { DialogFooter } from './dialog.tsx';

/**
 * The second step of deleting from an edit dialog: the question and its two answers, so one tap
 * on Delete never removes anything by itself.
 */
export function ConfirmDelete({
  question,
  deleteLabel,
  deleting,
  disabled,
  onKeep,
  onDelete,
  className,
}: {
  question: ReactNode;
  /** "Delete Meal"; "Deleting..." replaces it while `deleting`. */
  deleteLabel: string;
  deleting: boolean;
  disabled: boolean;
  onKeep: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label="Confirm delete"
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center',
        className,
      )}
    >
      <p className="flex-1 text-sm font-semibold">{question}</p>
      <Button variant="outline" onClick={onKeep}>
        Keep it
      </Button>
      <Button variant="destructive" disabled={disabled} onClick={onDelete}>
        {deleting ? 'Deleting...' : deleteLabel}
      </Button>
    </div>
  );
}

/** An edit dialog's footer: Delete (when the thing can be deleted) apart, Cancel and Save. */
export function EditDialogFooter({
  onDelete,
  deleteDisabled = false,
  onCancel,
  submitLabel,
  submitDisabled,
  className,
}: {
  /** Asks to delete; the footer has no Delete without it. */
  onDelete?: () => void;
  deleteDisabled?: boolean;
  onCancel: () => void;
  submitLabel: string;
  submitDisabled: boolean;
  className?: string;
}) {
  return (
    <DialogFooter className={cn('mt-2', onDelete && 'sm:justify-between', className)}>
      {onDelete ? (
        <Button
          variant="ghost"
          className="text-destructive"
          disabled={deleteDisabled}
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </DialogFooter>
  );
}
