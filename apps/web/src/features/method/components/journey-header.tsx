import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@grandfit/shared/constants.ts';
import type { MethodOverview } from '@grandfit/shared/schemas/method.ts';
import { formatDay, milestoneTile } from '../utils/method-format.ts';

function Tile({ label, value, caption }: { label: string; value: string; caption: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-2xl bg-white/10 px-4 py-3.5">
      <dt className="text-xs font-semibold tracking-wide text-white/70 uppercase">{label}</dt>
      <dd className="text-3xl leading-tight font-extrabold text-accent tabular-nums">{value}</dd>
      <dd className="text-xs font-medium text-white/70">{caption}</dd>
    </div>
  );
}

/** 'The GrandFit Method / Building Strength for Your Second Half-Century' with its two day tiles. */
export function JourneyHeader({
  journey,
  milestone,
}: Pick<MethodOverview, 'journey' | 'milestone'>) {
  const titleId = useId();
  const tile = milestoneTile(milestone);
  const needsSettings = milestone.status === 'no-birth-date' || milestone.status === 'passed';
  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-[var(--radius-card)] bg-ink p-5 text-white shadow-lg sm:p-6"
    >
      <p className="text-xs font-bold tracking-wider text-accent uppercase">
        {!journey.started
          ? `Starts ${formatDay(journey.startDate)}`
          : journey.ended
            ? 'Journey complete · all 52 weeks'
            : `Week ${journey.week} of 52 · ${journey.phaseName} phase`}
      </p>
      <h2 id={titleId} className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
        The {PRODUCT_NAME} Method
      </h2>
      <p className="mt-1 text-sm font-medium text-white/75 sm:text-base">
        Building Strength for Your Second Half-Century
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-2.5">
        {journey.started ? (
          <Tile
            label="Days Strong"
            value={String(journey.daysStrong)}
            caption={`Since ${formatDay(journey.startDate)}`}
          />
        ) : (
          <Tile
            label="Days to Start"
            value={String(journey.daysToStart)}
            caption={formatDay(journey.startDate)}
          />
        )}
        <Tile
          label={tile.label}
          value={tile.value}
          caption={
            needsSettings ? (
              <Link
                to="/profile"
                className="font-semibold text-accent underline-offset-2 hover:underline"
              >
                {tile.caption}
              </Link>
            ) : (
              tile.caption
            )
          }
        />
      </dl>
    </section>
  );
}
