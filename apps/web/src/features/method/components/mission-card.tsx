import { useId } from 'react';
import { Link } from 'react-router';
import { Target } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

/** The personal mission: the user's own, a setting (docs/product.md#method-screen). */
export function MissionCard({ mission }: { mission: string | null }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex gap-4 p-5">
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-primary"
        aria-hidden="true"
      >
        <Target className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          My Mission
        </h2>
        {mission ? (
          <p className="mt-1 text-base leading-snug font-semibold break-words">{mission}</p>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">
            Why do you train? Write the mission that gets you up on the hard days.{' '}
            <Link to="/profile" className="font-semibold text-primary hover:underline">
              Write it in Profile, under Settings &amp; Preferences
            </Link>
          </p>
        )}
      </div>
    </Card>
  );
}
