import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '../../lib/chunk-load-error.ts';
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
 * screen. Back online, the part downloads again. Other errors go to the boundary above.
 * A part only a tap opens uses TapLoaded instead, which says why in a toast.
 */
export class LoadedOr extends Component<Props, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: nextLoadAttempt() };

  static getDerivedStateFromError(error: unknown) {
    if (!isChunkLoadError(error)) throw error;
    return { failed: true };
  }

  private readonly retry = () => {
    if (this.state.failed) this.setState({ failed: false, attempt: nextLoadAttempt() });
  };

  override componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.otherwise;
    return <LoadAttempt value={this.state.attempt}>{this.props.children}</LoadAttempt>;
  }
}
