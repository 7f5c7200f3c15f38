import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { describedBy, FormField, INPUT_CLASSES } from '../../../components/ui/form-field.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { errorMessage } from '../../../lib/api-client.ts';

/** Confirms "Delete my account" with the password; the server's reason shows at the field. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [password, setPassword] = useState('');
  const deletion = useDeleteAccount();
  const error = deletion.isError
    ? errorMessage(deletion.error, 'Your account could not be deleted. Please try again.')
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    deletion.mutate({ password });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete my account</DialogTitle>
          <DialogDescription>
            This deletes your account and everything in it for good: workouts, sets and records,
            health data, meals, goals, videos and progress photos. It cannot be undone. Export your
            data first if you want to keep it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <FormField id="delete-password" label="Password" error={error}>
            <input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={INPUT_CLASSES}
              {...describedBy('delete-password', error)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={deletion.isPending}>
              {deletion.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
