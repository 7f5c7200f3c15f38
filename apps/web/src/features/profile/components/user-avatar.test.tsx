import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { AuthUser } from '@grandfit/shared/schemas/auth.ts';
import { UserAvatar } from './user-avatar.tsx';

const user: AuthUser = {
  id: 'u1',
  email: 'pat.rivers@example.com',
  firstName: 'Pat',
  lastName: 'Rivers',
  profileImageUrl: null,
  avatarConfig: { type: 'initials', initials: 'PR', icon: 'Dumbbell', color: 'teal' },
  onboardingCompleted: true,
};

describe('UserAvatar', () => {
  it('shows the profile image when the identity provider gave one', () => {
    const { container } = render(
      <UserAvatar user={{ ...user, profileImageUrl: 'https://id.example.com/pat.jpg' }} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://id.example.com/pat.jpg',
    );
    expect(container.textContent).toBe('');
  });

  it('otherwise shows the saved avatar', () => {
    const { container } = render(<UserAvatar user={user} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('PR');
  });

  it('falls back to the default avatar from the e-mail while the user loads', () => {
    const { container } = render(<UserAvatar user={null} />);
    expect(container.textContent).toBe('GF');
  });
});
