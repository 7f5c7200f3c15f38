import {
  ChartColumn,
  Compass,
  Dumbbell,
  History,
  House,
  Salad,
  Target,
  TrendingUp,
  User,
  Wind,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The bottom navigation: the five tabs of docs/product.md#shell-and-navigation. */
export const PRIMARY_NAV: NavItem[] = [
  { to: '/', label: 'Today', icon: House },
  { to: '/workouts', label: 'Workouts', icon: Dumbbell },
  { to: '/methodology', label: 'Method', icon: Compass },
  { to: '/nutrition', label: 'Nutrition', icon: Salad },
  { to: '/breathing', label: 'Breathe', icon: Wind },
];

/** The side rail on wide screens lists every page of both readings. */
export const RAIL_NAV: NavItem[] = [
  ...PRIMARY_NAV,
  { to: '/history', label: 'History', icon: History },
  { to: '/goals', label: 'Goals', icon: Target },
  { to: '/progress', label: 'Progress', icon: TrendingUp },
  { to: '/profile', label: 'Profile', icon: User },
  { to: '/analytics', label: 'Analytics', icon: ChartColumn },
];

/** Which nav entry a path belongs to: '/' only for itself, others also for their sub-paths. */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/**
 * The bottom navigation has no History tab: History and the exercise pages are reached from
 * Workouts (its segment), so Workouts stays lit on them.
 */
const BOTTOM_NAV_ALSO: Readonly<Record<string, readonly string[]>> = {
  '/workouts': ['/history', '/exercises'],
};

export function isBottomNavItemActive(itemPath: string, pathname: string): boolean {
  return (
    isNavItemActive(itemPath, pathname) ||
    (BOTTOM_NAV_ALSO[itemPath] ?? []).some((path) => isNavItemActive(path, pathname))
  );
}
