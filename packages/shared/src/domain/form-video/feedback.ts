import type { MovementProfile } from './profiles.ts';
import { mean } from '../numbers.ts';
import { phases } from './scores.ts';
import type { Rep } from './types.ts';

const deg = (value: number) => `${Math.round(value)}°`;
const sec = (value: number) => `${Math.round(value * 10) / 10} s`;
const range = ([low, high]: readonly [number, number]) => `${low}-${high} s`;
/** At most this many per-rep depth corrections (the rest say the same). */
const MAX_DEPTH_CORRECTIONS = 3;

/** What the numbers say, and what to change, in sentences built from them. */
export function feedbackFor(
  reps: readonly Rep[],
  profile: MovementProfile,
  scores: { stability: number; movement: number },
  sway: number | null,
): { feedback: string[]; corrections: string[] } {
  const eccentric = mean(reps.map((rep) => phases(rep, profile).eccentric));
  const concentric = mean(reps.map((rep) => phases(rep, profile).concentric));
  const bottoms = reps.map((rep) => rep.bottomAngle);
  const joint = profile.jointName;
  const feedback = [
    `${reps.length} reps found. Lowering took ${sec(eccentric)} and lifting ${sec(concentric)} on average (target ${range(profile.eccentricSec)} and ${range(profile.concentricSec)}).`,
    `Depth: ${deg(mean(bottoms))} ${joint} angle at the bottom on average, from ${deg(Math.min(...bottoms))} to ${deg(Math.max(...bottoms))} (target ${deg(profile.depthTarget)} or less).`,
  ];
  if (sway !== null) {
    feedback.push(
      `Your hips drifted sideways by ${Math.round(sway * 100)}% of your torso length between reps.`,
    );
  }
  const corrections: string[] = [];
  reps
    .map((rep, index) => ({ rep, index }))
    .filter(({ rep }) => rep.bottomAngle > profile.depthTarget)
    .slice(0, MAX_DEPTH_CORRECTIONS)
    .forEach(({ rep, index }) =>
      corrections.push(
        `Rep ${index + 1} stopped at ${deg(rep.bottomAngle)} ${joint} angle: ${deg(rep.bottomAngle - profile.depthTarget)} short of the ${deg(profile.depthTarget)} target.`,
      ),
    );
  if (eccentric < profile.eccentricSec[0]) {
    corrections.push(
      `Lower more slowly: ${sec(eccentric)} on average; take ${range(profile.eccentricSec)} to control the weight.`,
    );
  } else if (eccentric > profile.eccentricSec[1]) {
    corrections.push(
      `Lower a little faster: ${sec(eccentric)} on average; ${range(profile.eccentricSec)} keeps the tension without tiring you early.`,
    );
  }
  if (concentric > profile.concentricSec[1]) {
    corrections.push(
      `Drive up with intent: lifting took ${sec(concentric)}; aim for ${range(profile.concentricSec)}. If it cannot go faster, the load may be too heavy.`,
    );
  }
  const short = reps.filter((rep) => rep.topAngle < profile.lockout).length;
  if (short > 0) {
    corrections.push(
      `Finish each rep: ${short} of ${reps.length} reps stopped below ${deg(profile.lockout)} at the top.`,
    );
  }
  if (scores.movement < 70) {
    corrections.push('Make every rep look the same: the same depth and the same rhythm.');
  }
  if (scores.stability < 70) {
    corrections.push('Keep your hips centred over your feet: brace and keep the weight balanced.');
  }
  return { feedback, corrections };
}
