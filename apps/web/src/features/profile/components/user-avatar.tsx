import type { AuthUser } from '@grandfit/shared/schemas/auth.ts';
import { defaultAvatarConfig } from '@grandfit/shared/domain/avatar.ts';
import { cn } from '../../../lib/utils.ts';
import { Avatar, type AvatarSize } from './avatar.tsx';

const IMAGE_SIZES: Record<AvatarSize, string> = {
  sm: 'size-9',
  md: 'size-12',
  lg: 'size-20',
  xl: 'size-28',
};

/** The profile image when the identity provider gave one, otherwise the custom avatar. */
export function UserAvatar({
  user,
  size = 'md',
  className,
}: {
  user: AuthUser | null;
  size?: AvatarSize;
  className?: string;
}) {
  if (user?.profileImageUrl) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        referrerPolicy="no-referrer"
        className={cn('shrink-0 rounded-full object-cover', IMAGE_SIZES[size], className)}
      />
    );
  }
  // The default only stands in while the user is loading; the server always sends a config.
  const config = user?.avatarConfig ?? defaultAvatarConfig(user?.email);
  return <Avatar config={config} size={size} className={className} />;
}
