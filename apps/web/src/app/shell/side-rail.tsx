import { Link, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@grandfit/shared/constants.ts';
import { Logo } from '../../components/logo.tsx';
import { cn } from '../../lib/utils.ts';
import { RAIL_NAV, isNavItemActive } from './nav-items.ts';

export function SideRail() {
  const { pathname } = useLocation();
  return (
    <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col border-r border-white/5 bg-ink px-4 py-6 text-white lg:flex">
      <Link
        to="/"
        className="mb-8 flex items-center gap-3 px-2"
        aria-label={`${PRODUCT_NAME} home`}
      >
        <Logo className="size-9" />
        <span className="text-lg font-extrabold tracking-tight">{PRODUCT_NAME}</span>
      </Link>
      <nav aria-label="Main">
        <ul className="flex flex-col gap-1">
          {RAIL_NAV.map(({ to, label, icon: Icon }) => {
            const active = isNavItemActive(to, pathname);
            return (
              <li key={to}>
                <Link
                  to={to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors',
                    active
                      ? 'bg-white/10 text-accent'
                      : 'text-white/70 hover:bg-white/5 hover:text-white',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
