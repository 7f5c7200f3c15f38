import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  dismissToast,
  getToastState,
  resetToasts,
  toast,
} from './use-toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows at most one toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = getToastState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const { id } = toast({ title: 'Saved' });
    dismissToast(id);
    expect(getToastState().toasts[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const handle = toast({ title: 'Saving' });
    handle.update({ title: 'Saved' });
    expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, title: 'Saved' });
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToastState().toasts.every((t) => !t.open)).toBe(true);
  });
});
