import { useState } from 'react';
import { preloadable } from '../../../lib/preloadable.ts';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

const DeleteAccountDialog = preloadable(() =>
  import('./delete-account-dialog.tsx').then((m) => m.DeleteAccountDialog),
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
        <TapOpened onFailed={() => setOpen(false)}>
          <DeleteAccountDialog open onOpenChange={setOpen} />
        </TapOpened>
      ) : null}
    </Card>
  );
}
