import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import { HealthSection } from '../../features/recovery/components/health-section.tsx';

/** Profile (spec 2) composes the profile with recovery's health cards (features stay apart, DESIGN 3). */
export function ProfileRoute() {
  return <ProfileScreen health={<HealthSection />} />;
}
