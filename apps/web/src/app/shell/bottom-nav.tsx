import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/utils.ts';
import { PRIMARY_NAV, isBottomNavItemActive } from './nav-items.ts';

export function BottomNav() {
  const { pathname } = useLocation();
  return (
    // display:none at lg removes it from the accessibility tree, so only one "Main" nav exists.
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-safe backdrop-blur-md lg:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {PRIMARY_NAV.map(({ to, label, icon: Icon }) => {
          const active = isBottomNavItemActive(to, pathname);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 text-[11px] font-semibold transition-colors',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'flex h-8 w-14 items-center justify-center rounded-full transition-colors',
                    active && 'bg-emerald-50',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" strokeWidth={active ? 2.4 : 2} />
                </span>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
