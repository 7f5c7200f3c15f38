import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';

export function UpdateDialog({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onLater())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update available</DialogTitle>
          <DialogDescription>
            A new version of GrandFit is ready. Update now to get the latest improvements.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onLater}>
            Later
          </Button>
          <Button onClick={onUpdate}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Update Now
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
