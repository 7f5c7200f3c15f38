import type { BadgeVariant } from '../../../components/ui/badge.tsx';
import type { VideoAnalysisRequest } from '@grandfit/shared/schemas/video.ts';
import type { SetDraft } from './set-inputs.ts';

/**
 * Video score badges (docs/product.md#video-scores): 85 or more default, 70 or more secondary, else
 * destructive.
 */
export function videoScoreVariant(score: number): BadgeVariant {
  if (score >= 85) return 'default';
  if (score >= 70) return 'secondary';
  return 'destructive';
}

const numberOrNull = (text: string) => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};

/** The set the video shows, from the Active workout's inputs as they stand (empty → null). */
export function setDataOf(draft: SetDraft, setNumber: number): VideoAnalysisRequest['setData'] {
  const reps = numberOrNull(draft.reps);
  const rir = numberOrNull(draft.rir);
  const weight = numberOrNull(draft.weight);
  return {
    weight: weight !== null && weight >= 0 ? weight : null,
    reps: reps !== null && Number.isInteger(reps) && reps >= 0 && reps <= 50 ? reps : null,
    rir: rir !== null && Number.isInteger(rir) && rir >= 0 && rir <= 10 ? rir : null,
    setNumber,
  };
}
