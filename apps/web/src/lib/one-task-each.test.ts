import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inATaskOfItsOwn } from './one-task-each.ts';

describe('inATaskOfItsOwn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each piece of work in a task of its own, in the order queued', () => {
    const ran: string[] = [];
    inATaskOfItsOwn(() => ran.push('first'));
    inATaskOfItsOwn(() => ran.push('second'));
    inATaskOfItsOwn(() => ran.push('third'));
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['first']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['first', 'second']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['first', 'second', 'third']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never runs cancelled work, and gives it no task', () => {
    const ran: string[] = [];
    const cancelFirst = inATaskOfItsOwn(() => ran.push('first'));
    const cancelSecond = inATaskOfItsOwn(() => ran.push('second'));
    inATaskOfItsOwn(() => ran.push('third'));
    cancelFirst();
    cancelSecond();
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['third']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on with the queue after a piece of work throws', () => {
    const ran: string[] = [];
    inATaskOfItsOwn(() => {
      throw new Error('chart failed');
    });
    inATaskOfItsOwn(() => ran.push('next'));
    expect(() => vi.advanceTimersToNextTimer()).toThrow('chart failed');
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['next']);
  });

  it('starts again when work is queued after the queue ran dry', () => {
    const ran: string[] = [];
    inATaskOfItsOwn(() => ran.push('first'));
    vi.runAllTimers();
    inATaskOfItsOwn(() => ran.push('later'));
    vi.runAllTimers();
    expect(ran).toEqual(['first', 'later']);
  });
});
