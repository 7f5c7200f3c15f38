import { useEffect, useState, type ReactNode } from 'react';

/*
 * The shadcn/ui use-toast store (docs/product.md#toasts-and-tooltips): at most 1 toast at a time,
 * and a dismissed toast is kept for 1,000,000 ms before removal so Radix can finish its exit
 * animation without a re-render removing it early.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast shows (docs/product.md#toasts-and-tooltips; also Radix's default). */
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  open: boolean;
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

interface State {
  toasts: ToastData[];
}

type Action =
  | { type: 'ADD'; toast: ToastData }
  | { type: 'UPDATE'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removeTimeouts.has(id)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(id);
    dispatch({ type: 'REMOVE', id });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(id, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS':
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE':
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id),
      };
  }
}

const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  if (action.type === 'DISMISS') {
    const ids = action.id === undefined ? memoryState.toasts.map((t) => t.id) : [action.id];
    ids.forEach(scheduleRemoval);
  }
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

export function toast(input: ToastInput) {
  const id = genId();
  const dismiss = () => dispatch({ type: 'DISMISS', id });
  dispatch({ type: 'ADD', toast: { ...input, id, open: true } });
  return {
    id,
    dismiss,
    update: (next: Partial<ToastInput>) => dispatch({ type: 'UPDATE', toast: { ...next, id } }),
  };
}

export function dismissToast(id?: string): void {
  dispatch({ type: 'DISMISS', id });
}

/** Test helper: empties the store and cancels pending removals. */
export function resetToasts(): void {
  removeTimeouts.forEach((timeout) => clearTimeout(timeout));
  removeTimeouts.clear();
  memoryState = { toasts: [] };
  listeners.forEach((listener) => listener(memoryState));
}

export function getToastState(): State {
  return memoryState;
}

export function useToast() {
  const [state, setState] = useState<State>(memoryState);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}
