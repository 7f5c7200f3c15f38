import { Link } from 'react-router';
import { navyBodyFat } from '@grandfit/shared/domain/body-measurements.ts';
import { formatNumber } from '../../../lib/format.ts';

/** The range's latest tape readings in cm: null when none, undefined while loading. */
export interface TapeReadings {
  waistCm: number | null | undefined;
  neckCm: number | null | undefined;
  hipsCm: number | null | undefined;
}

const ProfileLink = ({ children }: { children: string }) => (
  <Link to="/profile" className="font-semibold text-primary underline-offset-2 hover:underline">
    {children}
  </Link>
);

/**
 * Body fat from the tape by the US Navy method (decision 066, amended), under the Body fat tab:
 * for a lifter without a scale that reads it, and beside one that does. It needs the sex (the two
 * equations differ), the height and the latest waist and neck, and the hips for a woman; what is
 * missing is named instead of a number.
 */
export function TapeBodyFat({
  tape,
  heightCm,
  sex,
}: {
  tape: TapeReadings;
  heightCm: number | null;
  sex: 'male' | 'female' | null;
}) {
  const { waistCm, neckCm, hipsCm } = tape;
  if (waistCm === undefined || neckCm === undefined || hipsCm === undefined) return null;
  if (sex === null) {
    return (
      <p className="text-sm text-muted-foreground">
        <ProfileLink>Add your sex</ProfileLink> for a body-fat estimate from your tape (US Navy
        method): the equations for men and women differ.
      </p>
    );
  }
  if (heightCm === null) {
    return (
      <p className="text-sm text-muted-foreground">
        <ProfileLink>Add your height</ProfileLink> for a body-fat estimate from your tape (US Navy
        method).
      </p>
    );
  }
  const missing = [
    waistCm === null ? 'waist' : null,
    neckCm === null ? 'neck' : null,
    sex === 'female' && hipsCm === null ? 'hips' : null,
  ].filter((kind): kind is string => kind !== null);
  if (missing.length > 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Log your {joinWords(missing)} in this range for a body-fat estimate from your tape (US Navy
        method).
      </p>
    );
  }
  const percent = navyBodyFat({
    sex,
    heightCm,
    waistCm: waistCm!,
    neckCm: neckCm!,
    hipsCm,
  });
  const from = sex === 'female' ? 'waist, hips and neck' : 'waist and neck';
  if (percent === null) {
    return (
      <p className="text-sm text-muted-foreground">
        Your latest {from} give no plausible body-fat estimate: check them.
      </p>
    );
  }
  return (
    <p className="text-sm">
      <span className="font-semibold">Tape estimate {formatNumber(percent)} %</span>
      <span className="text-muted-foreground">
        : the US Navy method, from your latest {from} and your height. A scale reads a few points
        apart; compare each with itself.
      </span>
    </p>
  );
}

const joinWords = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
