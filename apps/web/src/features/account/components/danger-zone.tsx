import { Suspense, lazy, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog.tsx').then((m) => ({ default: m.DeleteAccountDialog })),
);

/** Profile's last card: deleting the account, set apart from everything else. */
export function DangerZone() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="flex flex-col gap-3 border-destructive/40 p-4">
      <div>
        <h2 className="text-base font-semibold text-destructive">Danger zone</h2>
        <p className="text-sm text-muted-foreground">
          Delete your account and all of its data from this server.
        </p>
      </div>
      <Button variant="outline" onClick={() => setOpen(true)} className="w-full text-destructive">
        <Trash2 className="size-4" aria-hidden="true" />
        Delete my account
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </Card>
  );
}
