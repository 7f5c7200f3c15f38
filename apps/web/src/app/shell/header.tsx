import { useLocation, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PRODUCT_NAME, TAGLINE } from '@grandfit/shared/constants.ts';
import { Logo } from '../../components/logo.tsx';
import { useAuth } from '../../lib/auth-user.ts';
import { STORAGE_KEYS } from '@grandfit/shared/constants.ts';
import { writeStorage } from '../../lib/storage.ts';
import { UserAvatar } from '../../features/profile/components/user-avatar.tsx';
import { NotificationsButton } from './notifications-button.tsx';

export interface HeaderProps {
  /** Defaults to the product name with the tagline underneath. */
  title?: string;
  /** Where the back button goes; no back button when undefined. */
  backTo?: string;
}

export function Header({ title, backTo }: HeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();

  function openProfile() {
    // Remember where the profile was opened from, for its back button (docs/product.md#avatar).
    if (location.pathname !== '/profile') {
      writeStorage(STORAGE_KEYS.previousPage, location.pathname + location.search);
    }
    void navigate('/profile');
  }

  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-surface/90 pt-safe backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-3 sm:px-5">
        {backTo !== undefined ? (
          <button
            type="button"
            aria-label="Back"
            onClick={() => void navigate(backTo)}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-muted"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </button>
        ) : null}
        <Logo className="size-9 lg:hidden" />
        <div className="ml-1 min-w-0 flex-1">
          {title ? (
            <p className="truncate text-lg font-bold tracking-tight">{title}</p>
          ) : (
            <>
              <p className="truncate text-base leading-tight font-extrabold tracking-tight">
                {PRODUCT_NAME}
              </p>
              <p className="text-[11px] leading-tight text-muted-foreground sm:text-xs">
                {TAGLINE}
              </p>
            </>
          )}
        </div>
        <NotificationsButton />
        <button
          type="button"
          aria-label="Profile"
          onClick={openProfile}
          className="inline-flex size-11 items-center justify-center rounded-full"
        >
          <UserAvatar user={user} size="sm" />
        </button>
      </div>
    </header>
  );
}
