import { Dumbbell, Heart, Target, Trophy, User, Zap, type LucideIcon } from 'lucide-react';
import type { AvatarColor, AvatarConfig, AvatarIcon } from '@grandfit/shared/schemas/avatar.ts';
import { cn } from '../../../lib/utils.ts';

export const AVATAR_ICON_COMPONENTS: Record<AvatarIcon, LucideIcon> = {
  User,
  Dumbbell,
  Target,
  Heart,
  Trophy,
  Zap,
};

// Shades picked so white initials keep at least 4.5:1 contrast.
export const AVATAR_COLOR_CLASSES: Record<AvatarColor, string> = {
  blue: 'bg-blue-600',
  green: 'bg-green-700',
  purple: 'bg-purple-600',
  orange: 'bg-orange-700',
  red: 'bg-red-600',
  indigo: 'bg-indigo-600',
  pink: 'bg-pink-700',
  teal: 'bg-teal-700',
};

export const AVATAR_COLOR_LABELS: Record<AvatarColor, string> = {
  blue: 'Blue',
  green: 'Green',
  purple: 'Purple',
  orange: 'Orange',
  red: 'Red',
  indigo: 'Indigo',
  pink: 'Pink',
  teal: 'Teal',
};

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZES: Record<AvatarSize, { box: string; text: string; icon: string }> = {
  sm: { box: 'size-9', text: 'text-xs', icon: 'size-4' },
  md: { box: 'size-12', text: 'text-base', icon: 'size-6' },
  lg: { box: 'size-20', text: 'text-2xl', icon: 'size-9' },
  xl: { box: 'size-28', text: 'text-4xl', icon: 'size-12' },
};

/** The custom avatar: initials or an icon on a colour (docs/product.md#avatar). */
export function Avatar({
  config,
  size = 'md',
  className,
}: {
  config: Pick<AvatarConfig, 'type' | 'initials' | 'icon' | 'color'>;
  size?: AvatarSize;
  className?: string;
}) {
  const dims = SIZES[size];
  const Icon = AVATAR_ICON_COMPONENTS[config.icon];
  return (
    <span
      aria-hidden="true"
      data-avatar-type={config.type}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-bold tracking-wide text-white select-none',
        dims.box,
        AVATAR_COLOR_CLASSES[config.color],
        className,
      )}
    >
      {config.type === 'icon' ? (
        <Icon className={dims.icon} />
      ) : (
        <span className={dims.text}>{config.initials}</span>
      )}
    </span>
  );
}
