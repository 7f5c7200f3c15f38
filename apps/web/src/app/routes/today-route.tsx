import { ReadinessCard } from '../../features/recovery/components/readiness-card.tsx';
import { TodayScreen } from '../../features/training/components/today-screen.tsx';

/** Today (spec 2) composes training with recovery's readiness card (features stay apart, DESIGN 3). */
export function TodayRoute() {
  return <TodayScreen readiness={<ReadinessCard />} />;
}
