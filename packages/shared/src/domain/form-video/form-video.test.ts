import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeVideo } from './analyze.ts';
import { angleAt, jointAngle } from './angles.ts';
import { profileFor } from './profiles.ts';
import { findReps } from './reps.ts';
import { depthScore, phaseScore, stabilityScore } from './scores.ts';
import { fillGaps, smooth } from './signal.ts';
import { landmarksForKnee, syntheticSquatFrames } from './synthetic.ts';
import type { AngleSample, VideoAnalysis } from './types.ts';

const squat = profileFor('back-squat')!;

function analysed(frames = syntheticSquatFrames({ reps: 3 })): VideoAnalysis {
  const outcome = analyzeVideo('back-squat', frames);
  if (outcome.status !== 'analyzed') throw new Error(outcome.reason);
  return outcome;
}

/** An angle series: top 170°, down to `bottom` and back, `reps` times, sampled at 10 fps. */
function series(reps: number, bottom: number, noise: (i: number) => number = () => 0) {
  const samples: AngleSample[] = [];
  for (let i = 0; i < reps * 40 + 10; i++) {
    const phase = ((i % 40) / 40) * 2 * Math.PI;
    const angle = i >= reps * 40 ? 170 : 170 - ((170 - bottom) * (1 - Math.cos(phase))) / 2;
    samples.push({ t: i / 10, angle: angle + noise(i) });
  }
  return samples;
}

describe('joint angles', () => {
  it('measures the inner angle at the joint', () => {
    expect(angleAt({ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 })).toBeCloseTo(90, 9);
    expect(angleAt({ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 })).toBeCloseTo(180, 9);
    expect(angleAt({ x: 1, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 })).toBeNull();
  });

  it('reads the knee angle the figure was built with, from the better seen side', () => {
    for (const knee of [175, 140, 90, 70]) {
      expect(jointAngle(landmarksForKnee(knee), squat, 1)).toBeCloseTo(knee, 0);
    }
    // Nothing seen well enough: no angle.
    expect(jointAngle(landmarksForKnee(90, 0, 0.3), squat, 1)).toBeNull();
  });
});

describe('signal and reps', () => {
  it('finds each rep, its depth and its times', () => {
    const reps = findReps(series(4, 90));
    expect(reps).toHaveLength(4);
    for (const rep of reps) {
      expect(rep.bottomAngle).toBeCloseTo(90, 0);
      expect(rep.bottom - rep.start).toBeGreaterThan(1);
      expect(rep.end - rep.bottom).toBeGreaterThan(1);
    }
  });

  it('never counts jitter under 25° as reps', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 12, noNaN: true }), (amplitude) => {
        const wobble = series(0, 170, (i) => amplitude * Math.sin(i));
        expect(findReps(smooth(wobble))).toEqual([]);
      }),
    );
  });

  it('adds no reps for noise under the bands', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 1000 }),
        (reps, seed) => {
          const noisy = series(reps, 90, (i) => 4 * Math.sin(i * seed));
          expect(findReps(smooth(noisy))).toHaveLength(reps);
        },
      ),
    );
  });

  it('bridges a few missed frames but not a long gap', () => {
    const samples = series(2, 90);
    for (const i of [15, 16, 17]) samples[i] = { t: samples[i]!.t, angle: null };
    const filled = fillGaps(samples);
    expect(filled[16]!.angle).toBeCloseTo(series(2, 90)[16]!.angle!, -1);
    expect(findReps(smooth(filled))).toHaveLength(2);
    const long = series(2, 90).map((s, i) => (i > 5 && i < 20 ? { t: s.t, angle: null } : s));
    expect(fillGaps(long)[12]!.angle).toBeNull();
  });
});

describe('scores', () => {
  it('gives 100 to deep, controlled, steady reps', () => {
    const result = analysed();
    expect(result).toMatchObject({
      reps: 3,
      rangeOfMotionScore: 100,
      tempoScore: 100,
      movementScore: 100,
      stabilityScore: 100,
      overallScore: 100,
      confidence: 0.95,
      corrections: [],
    });
    // Built with 2.5 s down, 0.25 s at the bottom, 1.5 s up; timed from and to 90 % of the range.
    expect(result.feedback[0]).toBe(
      '3 reps found. Lowering took 2.5 s and lifting 1.5 s on average (target 2-3 s and 1-2 s).',
    );
    expect(result.feedback[1]).toMatch(/^Depth: 9\d° knee angle at the bottom/);
  });

  it('scores shallow reps by how far short they stop', () => {
    const result = analysed(syntheticSquatFrames({ reps: 3, bottomDeg: 130 }));
    // 30° short of 100°: 100 · (1 − 30 / 60) = 50.
    expect(result.rangeOfMotionScore).toBeCloseTo(50, -1);
    expect(result.corrections[0]).toMatch(
      /^Rep 1 stopped at 13\d° knee angle: 3\d° short of the 100° target\.$/,
    );
    expect(
      depthScore({ start: 0, bottom: 1, end: 2, bottomAngle: 130, topAngle: 175 }, squat),
    ).toBe(50);
  });

  it('marks rushed lowering down and says so', () => {
    const result = analysed(syntheticSquatFrames({ reps: 3, downSec: 0.8, upSec: 0.8 }));
    expect(result.tempoScore).toBeLessThan(70);
    expect(result.corrections.join(' ')).toMatch(/Lower more slowly/);
    expect(phaseScore(1, [2, 3])).toBe(50);
    expect(phaseScore(4.5, [2, 3])).toBe(75);
    expect(phaseScore(2.5, [2, 3])).toBe(100);
  });

  it('loses stability when the hips drift between reps', () => {
    const steady = analysed();
    const drifting = analysed(syntheticSquatFrames({ reps: 3, driftPerRep: 0.03 }));
    expect(drifting.stabilityScore).toBeLessThan(steady.stabilityScore);
    // Tops at x+0, +0.03, +0.06: sd 0.0245; bottoms alike; torso 0.25 → sway 0.098 → 35.
    expect(drifting.stabilityScore).toBe(Math.round(stabilityScore(0.0245 / 0.25)));
    expect(drifting.feedback.join(' ')).toMatch(
      /hips drifted sideways by 10% of your torso length/,
    );
  });

  it('keeps every score within 0-100, and more depth never lowers range of motion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 140 }),
        fc.double({ min: 0.5, max: 5, noNaN: true }),
        fc.double({ min: 0.5, max: 4, noNaN: true }),
        (bottomDeg, downSec, upSec) => {
          const outcome = analyzeVideo(
            'back-squat',
            syntheticSquatFrames({ reps: 2, bottomDeg, downSec, upSec, fps: 8 }),
          );
          if (outcome.status !== 'analyzed') return;
          for (const key of [
            'overallScore',
            'movementScore',
            'rangeOfMotionScore',
            'tempoScore',
            'stabilityScore',
          ] as const) {
            expect(outcome[key]).toBeGreaterThanOrEqual(0);
            expect(outcome[key]).toBeLessThanOrEqual(100);
          }
          const deeper = analyzeVideo(
            'back-squat',
            syntheticSquatFrames({ reps: 2, bottomDeg: bottomDeg - 10, downSec, upSec, fps: 8 }),
          );
          if (deeper.status === 'analyzed') {
            expect(deeper.rangeOfMotionScore).toBeGreaterThanOrEqual(outcome.rangeOfMotionScore);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('too little to analyse', () => {
  it('says what is missing instead of scoring', () => {
    const none = syntheticSquatFrames({ reps: 3 }).map((f) => ({ ...f, landmarks: null }));
    expect(analyzeVideo('back-squat', none)).toEqual({
      status: 'insufficient',
      reason: 'No person was found in most of the video. Film your whole body, in good light.',
    });
    expect(analyzeVideo('back-squat', [])).toMatchObject({ status: 'insufficient' });
    expect(analyzeVideo('back-squat', syntheticSquatFrames({ reps: 1 }))).toEqual({
      status: 'insufficient',
      reason:
        'Only 1 complete rep found: film at least 2 reps, from the start position back to it.',
    });
    expect(
      analyzeVideo('back-squat', syntheticSquatFrames({ reps: 3, visibility: 0.2 })),
    ).toMatchObject({
      status: 'insufficient',
      reason: expect.stringMatching(/not clearly visible/),
    });
    expect(analyzeVideo('turkish-get-up', syntheticSquatFrames({ reps: 3 }))).toEqual({
      status: 'insufficient',
      reason:
        'The video analysis covers squats, lunges, hinges, pushes and pulls; Turkish Get-Up is not one of them.',
    });
  });
});
