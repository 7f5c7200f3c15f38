import { createElement, lazy, useEffect, type ComponentType } from 'react';

/**
 * React.lazy that renders at once when its module has already loaded. React.lazy suspends on its
 * first render whatever the state of the import, and React then holds the revealed content back
 * until 300 ms after the fallback was shown (its fallback throttle): a preloaded screen still
 * waited a third of a second behind a spinner. Call `preload()` where the screen is known to come
 * next; once its module has arrived the component renders without suspending.
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    // A failed download may be tried again (lazy below shows the error boundary's answer).
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}

/**
 * Starts a download once the calling component is on screen (what comes after it), so it is there
 * when asked for. A failure is left to the load that needs it.
 */
export function usePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
}
