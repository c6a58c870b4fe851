import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notices';
import { api, getErrorDetail, getErrorStatus, isUnauthorizedError } from '../../../lib/api-client';
import type { AnalyzeImageResult } from '../types';
import { normalizeAnalyzeResponse, surfaceCount } from '../utils/normalize-analysis';

export const ANALYSIS_FAILED = 'Analysis Failed';
const ANALYSIS_FAILED_FALLBACK = 'Failed to analyze image. Please try again.';

/** POST /api/ai/analyze-image as multipart form data with one field, `image`. */
export async function analyzeImage(file: File): Promise<AnalyzeImageResult> {
  const form = new FormData();
  form.append('image', file);
  const result = normalizeAnalyzeResponse(await api.post<unknown>('/api/ai/analyze-image', form));
  if (!result.imageUrl) {
    // SPEC §8: only a warning; the local preview stays.
    console.warn('The image analysis returned no imageUrl; keeping the local preview.');
  }
  return result;
}

/** The analysis call with SPEC §8's success and failure notices. */
export function useAnalyzeImage() {
  return useMutation({
    mutationFn: analyzeImage,
    onSuccess: ({ analysis }) => {
      const count = surfaceCount(analysis);
      notify({
        title: 'Analysis Complete',
        description: count > 0 ? `Detected ${count} surface areas` : 'Image analyzed successfully',
      });
    },
    onError: (error) => {
      // The api client already shows the logged-out notice and redirects.
      if (isUnauthorizedError(error)) return;
      const serverMessage = getErrorStatus(error) === undefined ? undefined : getErrorDetail(error);
      notify({
        title: ANALYSIS_FAILED,
        description: serverMessage ?? ANALYSIS_FAILED_FALLBACK,
        variant: 'destructive',
      });
    },
  });
}
