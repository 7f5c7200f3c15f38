import { Component, Suspense, type ReactNode } from 'react';
import { isChunkLoadError } from '../../lib/chunk-load-error.ts';
import { LoadAttempt, nextLoadAttempt } from '../../lib/preloadable.ts';
import { toast } from './use-toast.ts';

export const TAP_LOAD_FAILED = "Couldn't Open It";
export const TAP_LOAD_FAILED_OFFLINE =
  "You're offline and this part of the app isn't on this device yet: it opens once you're back online.";
export const TAP_LOAD_FAILED_ONLINE =
  'It could not be downloaded. Check your connection and try again.';

interface Props {
  /** Whether what is inside is asked for now: a failed part tries again when asked for again. */
  open?: boolean;
  /** Closes what asked for the part (a dialog's open state), so the next tap asks again. */
  onFailed: () => void;
  children: ReactNode;
}

/**
 * Around a part that only a tap opens and that comes in its own chunk (lib/preloadable.ts). When
 * its chunk cannot be downloaded (offline in the first seconds of a first visit, before the service
 * worker holds every chunk), the screen stays as it is and a toast says why; without this, the
 * router's error page replaced the whole screen. Other errors are rethrown to the router.
 */
export class TapLoaded extends Component<Props, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: nextLoadAttempt() };

  static getDerivedStateFromError(error: unknown) {
    if (!isChunkLoadError(error)) throw error;
    return { failed: true };
  }

  override componentDidCatch(): void {
    toast({
      title: TAP_LOAD_FAILED,
      description: navigator.onLine === false ? TAP_LOAD_FAILED_OFFLINE : TAP_LOAD_FAILED_ONLINE,
      variant: 'destructive',
    });
    this.props.onFailed();
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && this.props.open && !previous.open) {
      this.setState({ failed: false, attempt: nextLoadAttempt() });
    }
  }

  override render(): ReactNode {
    if (this.state.failed) return null;
    // Each showing is an attempt of its own: a part that failed downloads again (preloadable).
    return <LoadAttempt value={this.state.attempt}>{this.props.children}</LoadAttempt>;
  }
}

/**
 * TapLoaded for a part mounted when opened (a dialog): nothing shows while its chunk downloads,
 * the screen stays as it is, and the dialog's own backdrop follows.
 */
export function TapOpened({ open, onFailed, children }: Props) {
  return (
    <TapLoaded open={open} onFailed={onFailed}>
      <Suspense fallback={null}>{children}</Suspense>
    </TapLoaded>
  );
}
