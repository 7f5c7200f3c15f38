import { journeyWeek, phaseForWeek, toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { ageOn, cmToInches, kgToLb } from '@grandfit/shared/domain/person.ts';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LogWeightButton } from '../../body-weight/components/log-weight-button.tsx';

function formatHeight(settings: UserSettings): string | null {
  if (settings.heightCm === null) return null;
  if (settings.units === 'kg') return `${Math.round(settings.heightCm)} cm`;
  const inches = Math.round(cmToInches(settings.heightCm));
  return `${Math.floor(inches / 12)}′${inches % 12}″`;
}

function formatWeight(settings: UserSettings): string | null {
  if (settings.bodyWeightKg === null) return null;
  return settings.units === 'kg'
    ? `${settings.bodyWeightKg.toFixed(1)} kg`
    : `${Math.round(kgToLb(settings.bodyWeightKg))} lb`;
}

/**
 * The Training Profile (docs/product.md#profile-screen), computed from the user's settings and the
 * journey calendar.
 */
export function TrainingProfileCard({
  settings,
  today = new Date(),
}: {
  settings: UserSettings;
  today?: Date;
}) {
  const day = toLocalIsoDate(today);
  const week = journeyWeek(settings.journeyStartDate, day);
  const phase = phaseForWeek(week);
  const started = day >= settings.journeyStartDate;
  const rows: [string, string | null][] = [
    ['Age', settings.birthDate ? String(ageOn(settings.birthDate, day)) : null],
    ['Height', formatHeight(settings)],
    ['Weight', formatWeight(settings)],
    ['Phase', started ? `${phase.number} · ${phase.name}` : 'Starts soon'],
    ['Week', started ? `${week} of 52` : `Starts ${settings.journeyStartDate}`],
  ];
  return (
    <Card role="region" aria-labelledby="training-profile-title">
      <CardHeader>
        <CardTitle id="training-profile-title">Training Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {rows.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-muted px-3 py-2">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="text-base font-semibold">
                {value ?? <span className="text-muted-foreground">Not set</span>}
              </dd>
            </div>
          ))}
        </dl>
        {/* The weight is the newest weigh-in (decision 058): logged here, charted on Progress. */}
        <div className="mt-3 flex flex-wrap gap-2">
          <LogWeightButton />
          <Link to="/progress" className={buttonClasses('ghost', 'sm')}>
            Weight trend
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
