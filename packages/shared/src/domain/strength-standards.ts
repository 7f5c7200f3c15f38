/**
 * One strength-standards table, graded by sex, body weight and age (docs/coach.md "Strength
 * standards"; docs/decisions/036-readiness-progression-effort-standards.md). Before it there were
 * two deadlift standards, 1.5 × and 2.0 × body weight, both called "intermediate" and both for men:
 * the Method pillar's goal and the analytics strength marker.
 *
 * standard(lift, sex, age, bw) = ratio(lift) · 80 kg · DOTS_men(80 kg) / DOTS_sex(bw) / age coefficient(age)
 *
 * - **Anchor**: the usual "intermediate" multiples for an adult man (about two years of regular
 *   training) in the open age class, at a reference body weight of 80 kg: squat 1.5, deadlift 2.0,
 *   bench 1.25, press 0.75, row 1.0 × body weight (the bodyweight multiples of the ExRx/Kilgore
 *   intermediate standards, rounded; Kilgore, Rippetoe & Pendlay, Practical Programming).
 * - **Sex and body weight**: the DOTS coefficients (Tim Konertz for the BVDK, 2019; as published in
 *   the OpenPowerlifting coefficients module) make an equal performance across sexes and body
 *   weights: the standard for another lifter is the lift with the same DOTS points as the anchor.
 *   DOTS was fit to powerlifting totals; applying it to one lift is an approximation.
 * - **Age**: the masters and juniors age coefficients of powerlifting (McCulloch for 41-80,
 *   Foster for 14-22, 1.0 for 23-40; the USAPL table to 90), which multiply an older or younger
 *   lifter's result to an open-class one. The standard is divided by it: 1.13 at 50 lowers a
 *   standard by 11.5 %.
 * - **Fallbacks**, stated with each answer: "prefer not to say" or no answer takes the mean of the
 *   men's and women's standards; no birth date takes the open class (1.0); no body weight gives no
 *   standard.
 */
import { kgToLb } from './person.ts';
import type { MainLift } from './programme/types.ts';

export const SEXES = ['male', 'female', 'prefer-not-to-say'] as const;
export type Sex = (typeof SEXES)[number];

/** The anchor: intermediate multiples of body weight for an 80 kg man in the open age class. */
export const INTERMEDIATE_MULTIPLES: Readonly<Partial<Record<MainLift, number>>> = {
  squat: 1.5,
  deadlift: 2,
  bench: 1.25,
  press: 0.75,
  row: 1,
};
export const REFERENCE_BODY_WEIGHT_KG = 80;

/** DOTS: 500 / (a·x⁴ + b·x³ + c·x² + d·x + e), x = body weight in kg within the sex's bounds. */
const DOTS = {
  male: { a: -0.000001093, b: 0.0007391293, c: -0.1918759221, d: 24.0900756, e: -307.75076 },
  female: { a: -0.0000010706, b: 0.0005158568, c: -0.1126655495, d: 13.6175032, e: -57.96288 },
} as const;
const DOTS_BOUNDS = { male: [40, 210], female: [40, 150] } as const;

export function dotsCoefficient(sex: 'male' | 'female', bodyWeightKg: number): number {
  const [low, high] = DOTS_BOUNDS[sex];
  const x = Math.min(high, Math.max(low, bodyWeightKg));
  const { a, b, c, d, e } = DOTS[sex];
  return 500 / (a * x ** 4 + b * x ** 3 + c * x ** 2 + d * x + e);
}

/**
 * Age coefficients, ages 14-90: Foster (14-22), 1.0 (23-40), McCulloch (41-80, as corrected by
 * Glossbrenner's masters table) and the USAPL table (81-90). Outside 14-90 the nearest end is used.
 */
const FIRST_AGE = 14;
const AGE_COEFFICIENTS: readonly number[] = [
  // 14-22 (Foster)
  1.23, 1.18, 1.13, 1.08, 1.06, 1.04, 1.03, 1.02, 1.01,
  // 23-40
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  // 41-80 (McCulloch)
  1.01, 1.02, 1.031, 1.043, 1.055, 1.068, 1.082, 1.097, 1.113, 1.13, 1.147, 1.165, 1.184, 1.204,
  1.225, 1.246, 1.268, 1.291, 1.315, 1.34, 1.366, 1.393, 1.421, 1.45, 1.48, 1.511, 1.543, 1.576,
  1.61, 1.645, 1.681, 1.718, 1.756, 1.795, 1.835, 1.876, 1.918, 1.961, 2.005, 2.05,
  // 81-90 (USAPL)
  2.096, 2.143, 2.19, 2.238, 2.287, 2.337, 2.388, 2.44, 2.494, 2.549,
];
export const AGE_TABLE = { first: FIRST_AGE, last: FIRST_AGE + AGE_COEFFICIENTS.length - 1 };

/** The age coefficient of a whole age in years; null age: the open class, 1.0. */
export function ageCoefficient(age: number | null): number {
  if (age === null || !Number.isFinite(age)) return 1;
  const whole = Math.min(AGE_TABLE.last, Math.max(AGE_TABLE.first, Math.floor(age)));
  return AGE_COEFFICIENTS[whole - FIRST_AGE]!;
}

export interface StrengthStandard {
  lift: MainLift;
  /** The intermediate one-rep max, kg and lb. */
  kg: number;
  lb: number;
  /** kg / body weight, to 2 decimals. */
  multiple: number;
  /** What the standard was graded by, in words (and which fallback applied). */
  basis: string;
}

/** The sex's standard in kg before the age coefficient. */
function openStandardKg(multiple: number, sex: 'male' | 'female', bodyWeightKg: number): number {
  const anchorPoints =
    multiple * REFERENCE_BODY_WEIGHT_KG * dotsCoefficient('male', REFERENCE_BODY_WEIGHT_KG);
  return anchorPoints / dotsCoefficient(sex, bodyWeightKg);
}

/**
 * The intermediate standard of a lift for a lifter; null for a lift without one or without a body
 * weight.
 */
export function strengthStandard(
  lift: MainLift,
  lifter: { sex: Sex | null; age: number | null; bodyWeightKg: number | null },
): StrengthStandard | null {
  const multiple = INTERMEDIATE_MULTIPLES[lift];
  const { bodyWeightKg, sex, age } = lifter;
  if (multiple === undefined || bodyWeightKg === null || !(bodyWeightKg > 0)) return null;
  const open =
    sex === 'male' || sex === 'female'
      ? openStandardKg(multiple, sex, bodyWeightKg)
      : (openStandardKg(multiple, 'male', bodyWeightKg) +
          openStandardKg(multiple, 'female', bodyWeightKg)) /
        2;
  const kg = open / ageCoefficient(age);
  const who =
    sex === 'male'
      ? 'men'
      : sex === 'female'
        ? 'women'
        : 'the mean of the men’s and women’s standards (sex not given)';
  const ageText = age === null ? 'the open age class (no birth date)' : `age ${Math.floor(age)}`;
  return {
    lift,
    kg: Math.round(kg * 10) / 10,
    lb: Math.round(kgToLb(kg) * 10) / 10,
    multiple: Math.round((kg / bodyWeightKg) * 100) / 100,
    basis: `Intermediate for ${who}, ${ageText}, ${Math.round(bodyWeightKg * 10) / 10} kg body weight`,
  };
}
