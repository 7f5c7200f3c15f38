import { defaultAvatarConfig } from '@grandfit/shared/domain/avatar.ts';
import type { AvatarConfig } from '@grandfit/shared/schemas/avatar.ts';
import type { AuthUser } from '@grandfit/shared/schemas/auth.ts';
import type { SessionUser } from '../../auth/sessions.ts';

export function avatarOf(user: Pick<SessionUser, 'avatarConfig' | 'email'>): AvatarConfig {
  return user.avatarConfig ?? defaultAvatarConfig(user.email);
}

export function toAuthUser(user: SessionUser): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    avatarConfig: avatarOf(user),
    onboardingCompleted: user.onboardingCompletedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
