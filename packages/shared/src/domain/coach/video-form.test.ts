import { describe, expect, it } from 'vitest';
import { NOW, daysAgo, session } from './fixtures.ts';
import { analyseForm } from './form-analysis.ts';
import { analyseFormWithVideo, type VideoFormInput } from './video-form.ts';

const VIDEO: VideoFormInput = {
  createdAt: daysAgo(2),
  overallScore: 71.6,
  movementScore: 90,
  rangeOfMotionScore: 55,
  tempoScore: 74,
  stabilityScore: 80,
  reps: 5,
  corrections: ['Rep 3 stopped at 118°: sit 18° deeper.', 'Lower for 2-3 s.', 'Knees out.', 'x'],
};

describe('form analysis with a video', () => {
  it('takes the form score from the video alone and leads with its corrections', () => {
    const history = [...session(9), ...session(2)];
    const result = analyseFormWithVideo({ history, now: NOW, video: VIDEO });
    // Before decision 036 the logged sets' score was averaged in; now they give effort accuracy.
    expect(result.overallScore).toBe(72);
    expect(result.effortAccuracy).toBe(100);
    expect(result.recommendations.slice(0, 3)).toEqual(VIDEO.corrections.slice(0, 3));
    expect(result.feedback.at(-1)).toBe(
      `Latest video (${VIDEO.createdAt.slice(0, 10)}, 5 reps): overall 72; movement consistency 90, range of motion 55, tempo 74, stability 80.`,
    );
    expect(result.riskFactors).toContain('Video: range of motion scored 55 (below 60).');
    expect(result.riskFactors.filter((r) => r.startsWith('Video:'))).toHaveLength(1);
  });

  it('scores from the video alone when no set can be scored', () => {
    const result = analyseFormWithVideo({ history: [], now: NOW, video: VIDEO });
    expect(result.overallScore).toBe(72);
    expect(result.feedback[0]).toMatch(/No sets of this exercise/);
  });

  it('gives cardio no form score even with a video', () => {
    const result = analyseFormWithVideo({ history: [], now: NOW, video: VIDEO, kind: 'cardio' });
    expect(result).toMatchObject({ overallScore: null, effortAccuracy: null });
  });

  it('leaves out a video older than 6 weeks, and no video changes nothing', () => {
    const history = session(3);
    const plain = analyseForm({ history, now: NOW });
    expect(
      analyseFormWithVideo({ history, now: NOW, video: { ...VIDEO, createdAt: daysAgo(43) } }),
    ).toEqual(plain);
    expect(analyseFormWithVideo({ history, now: NOW, video: null })).toEqual(plain);
  });
});
