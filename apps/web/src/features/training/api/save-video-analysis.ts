import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredVideoAnalysis, VideoAnalysisRequest } from '@grandfit/shared/schemas/video.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { getFormAnalysisQueryOptions } from './get-form-analysis.ts';
import { canUploadVideo, uploadVideo } from './upload-video.ts';

export const VIDEO_ANALYSIS_URL = '/api/ai/video-analysis';

export interface SaveVideoAnalysis extends Omit<VideoAnalysisRequest, 'videoUrl'> {
  /** The analysed file: stored with the analysis when the server takes its type and size. */
  video: Blob;
}

/**
 * Uploads the video, then stores the device's analysis with its set (idempotent on clientId).
 * A video the server would refuse (too large, another format) is not sent: the analysis is kept
 * without it.
 */
export async function saveVideoAnalysis({
  video,
  ...request
}: SaveVideoAnalysis): Promise<StoredVideoAnalysis> {
  const videoUrl = canUploadVideo(video) ? (await uploadVideo(video)).url : null;
  const res = await apiRequest('POST', VIDEO_ANALYSIS_URL, { ...request, videoUrl });
  return (await res.json()) as StoredVideoAnalysis;
}

/** The coach's form analysis of the exercise now includes the video: refetched after a save. */
export function useSaveVideoAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideoAnalysis,
    onSuccess: (analysis) =>
      queryClient.invalidateQueries({
        queryKey: getFormAnalysisQueryOptions(analysis.exerciseId).queryKey,
      }),
  });
}
