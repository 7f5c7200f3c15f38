import { Component, type ReactNode } from 'react';
import { chunkRetry, isChunkLoadError } from '../../lib/chunk-load-error.ts';
import { LoadAttempt, nextLoadAttempt } from '../../lib/preloadable.ts';

interface Props {
  /** What shows instead while the part's chunk cannot be downloaded. */
  otherwise: ReactNode;
  children: ReactNode;
}

/**
 * Around a part that shows by itself (a chart, a form in a card, a prompt, the toasts) and comes in
 * its own chunk (lib/preloadable.ts). When the chunk cannot be downloaded (offline in the first
 * seconds of a first visit, before the service worker holds every chunk), `otherwise` shows in its
 * place and the rest of the screen stays; without this, the router's error page replaced the whole
 * screen. Back online, the part downloads again; failed while online (the connection came back
 * during the failing download), it tries again a moment later. Other errors go to the boundary
 * above.
 * A part only a tap opens uses TapLoaded instead, which says why in a toast.
 */
export class LoadedOr extends Component<Props, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: nextLoadAttempt() };

  static getDerivedStateFromError(error: unknown) {
    if (!isChunkLoadError(error)) throw error;
    return { failed: true };
  }

  private readonly retries = chunkRetry();

  private readonly retry = () => {
    this.retries.cancel();
    if (this.state.failed) this.setState({ failed: false, attempt: nextLoadAttempt() });
  };

  private readonly online = () => {
    this.retries.reset();
    this.retry();
  };

  private retryLaterIfOnline() {
    if (this.state.failed) this.retries.laterIfOnline(this.retry);
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.online);
    this.retryLaterIfOnline();
  }

  override componentDidUpdate(_: Props, previous: { failed: boolean }): void {
    if (!previous.failed) this.retryLaterIfOnline();
  }

  override componentWillUnmount(): void {
    this.retries.cancel();
    window.removeEventListener('online', this.online);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.otherwise;
    return <LoadAttempt value={this.state.attempt}>{this.props.children}</LoadAttempt>;
  }
}
