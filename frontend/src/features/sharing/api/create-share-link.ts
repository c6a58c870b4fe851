import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** POST /api/renders/{id}/share: the render's token (made on the first call, then the same). */
export const createShareToken = async (renderId: string): Promise<string> =>
  (await api.post<{ shareToken: string }>(`/api/renders/${encodeURIComponent(renderId)}/share`))
    .shareToken;

/** SPEC §4: the link is {origin}/share/ followed by the token. */
export const shareUrl = (shareToken: string): string =>
  `${window.location.origin}${paths.share.getHref(shareToken)}`;
