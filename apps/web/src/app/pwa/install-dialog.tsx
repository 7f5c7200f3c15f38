import { Download, Share, SquarePlus } from 'lucide-react';
import { PRODUCT_NAME } from '@grandfit/shared/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Logo } from '../../components/logo.tsx';

export function InstallDialog({
  mode,
  onInstall,
  onDismiss,
}: {
  mode: 'prompt' | 'ios';
  onInstall: () => void;
  onDismiss: () => void;
}) {
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <DialogContent>
        <DialogHeader>
          <Logo className="mb-2 size-12" />
          <DialogTitle>Install {PRODUCT_NAME}</DialogTitle>
          <DialogDescription>
            Add {PRODUCT_NAME} to your home screen for quick access and offline workouts.
          </DialogDescription>
        </DialogHeader>
        {mode === 'ios' ? (
          <>
            <ol className="flex flex-col gap-3 text-sm">
              <li className="flex items-center gap-3">
                <Share className="size-5 text-primary" aria-hidden="true" />
                <span>
                  Tap the <strong>Share</strong> button
                </span>
              </li>
              <li className="flex items-center gap-3">
                <SquarePlus className="size-5 text-primary" aria-hidden="true" />
                <span>
                  Choose <strong>'Add to Home Screen'</strong>
                </span>
              </li>
              <li className="flex items-center gap-3">
                <Download className="size-5 text-primary" aria-hidden="true" />
                <span>
                  Tap <strong>'Add'</strong>
                </span>
              </li>
            </ol>
            <DialogFooter>
              <Button onClick={onDismiss} className="w-full sm:w-auto">
                Got it!
              </Button>
            </DialogFooter>
          </>
        ) : (
          <DialogFooter>
            <Button variant="outline" onClick={onDismiss}>
              Not now
            </Button>
            <Button onClick={onInstall}>
              <Download className="size-4" aria-hidden="true" />
              Install
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
