import { describe, expect, it } from 'vitest';
import { isAlwaysAvailablePath } from './always-available.ts';
import {
  isBottomNavItemActive,
  isNavItemActive,
  PRIMARY_NAV,
  RAIL_NAV,
} from './shell/nav-items.ts';

describe('always-available routes', () => {
  it.each([
    '/offline',
    '/healthkit-callback',
    '/auth-callback',
    '/auth-success',
    '/auth-callback/',
  ])('%s skips the auth gate', (path) => expect(isAlwaysAvailablePath(path)).toBe(true));
  it.each(['/', '/profile', '/offline/x', '/auth'])('%s is gated', (path) =>
    expect(isAlwaysAvailablePath(path)).toBe(false),
  );
});

describe('navigation', () => {
  it('has the 5-tab reading in order', () => {
    expect(PRIMARY_NAV.map((i) => [i.label, i.to])).toEqual([
      ['Today', '/'],
      ['Workouts', '/workouts'],
      ['Method', '/methodology'],
      ['Nutrition', '/nutrition'],
      ['Breathe', '/breathing'],
    ]);
  });

  it('lists every page of both readings on the rail', () => {
    expect(RAIL_NAV.map((i) => i.label)).toEqual([
      'Today',
      'Workouts',
      'Method',
      'Nutrition',
      'Breathe',
      'History',
      'Goals',
      'Progress',
      'Profile',
      'Analytics',
    ]);
  });

  it('marks Today only on / and other tabs on their sub-paths', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/workouts')).toBe(false);
    expect(isNavItemActive('/workouts', '/workouts')).toBe(true);
    expect(isNavItemActive('/workouts', '/workouts-x')).toBe(false);
    expect(isBottomNavItemActive('/workouts', '/history/abc')).toBe(true);
    expect(isBottomNavItemActive('/workouts', '/exercises/back-squat')).toBe(true);
    expect(isBottomNavItemActive('/', '/history')).toBe(false);
  });
});
