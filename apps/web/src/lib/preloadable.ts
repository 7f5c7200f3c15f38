import {
  createContext,
  createElement,
  // eslint-disable-next-line no-restricted-imports -- the one place React.lazy is wrapped
  lazy,
  useContext,
  useEffect,
  useState,
  type ComponentType,
} from 'react';

/**
 * Which attempt at showing a part this is (components/ui/tap-loaded.tsx numbers each): a part whose
 * download failed downloads again in a later attempt, never in the one that failed. React renders
 * again right after a failure, and a download there would start again and again instead of the
 * error reaching the boundary. Outside any attempt, a failure stays, as React.lazy's does.
 */
export const LoadAttempt = createContext(0);

let attempts = 0;
/** A new attempt's number (for LoadAttempt): each showing of a part that may fail is one. */
export const nextLoadAttempt = () => ++attempts;

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
    // A failed download may be tried again.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  // React.lazy keeps a failed load's error for good: each attempt has its own, so a later attempt
  // downloads again while the failed one keeps its error until its boundary has it.
  const lazyByAttempt = new Map<number, ComponentType<Props>>();
  const lazyFor = (attempt: number) => {
    let Lazy = lazyByAttempt.get(attempt);
    if (!Lazy) {
      Lazy = lazy(() => preload().then((component) => ({ default: component })));
      lazyByAttempt.set(attempt, Lazy);
    }
    return Lazy;
  };
  function Preloadable(props: Props) {
    const attempt = useContext(LoadAttempt);
    return loaded ? createElement(loaded, props) : createElement(lazyFor(attempt), props);
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

/**
 * Starts a download once the browser is idle after the screen is up (or within two seconds): for
 * what only a tap opens (a dialog), whose module's evaluation should not share the first paint's
 * main thread, yet should be in when the tap comes. A failure is left to the load that needs it.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const preload = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 500);
    return () => clearTimeout(timer);
  }, [load]);
}

/**
 * True from the first time `value` is true on. A lazily loaded dialog is rendered once first
 * opened, and stays mounted after it closes, so what was typed in it is still there when it opens
 * again, as it was when the dialog was always mounted.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
