import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../components/ui/notices';
import { isUnauthorizedError } from '../../../lib/api-client';
import { createShareToken, shareUrl } from '../api/create-share-link';

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * SPEC §8 sharing: copy the link ('Link copied!'), or show it when the clipboard is out of
 * reach ('Share link ready'); the native share sheet first where the browser has one.
 */
export function useShareLink() {
  const [readyLink, setReadyLink] = useState<string | null>(null);

  const copy = async (url: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      notify({ title: 'Link copied!', description: url });
    } catch {
      setReadyLink(url);
    }
  };

  const deliver = async (url: string, title: string) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        notify({ title: 'Shared successfully!' });
        return;
      } catch (error) {
        if (isAbort(error)) return; // the user closed the share sheet
      }
    }
    await copy(url);
  };

  const share = useMutation({
    mutationFn: async (input: { renderId: string; shareToken?: string | null }) =>
      input.shareToken ?? (await createShareToken(input.renderId)),
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      notify({ title: 'Failed to create share link', variant: 'destructive' });
    },
  });

  return {
    /** Makes (or reuses) the render's link, then shares or copies it; resolves with the token. */
    shareRender: async (renderId: string, title: string, shareToken?: string | null) => {
      const token = await share.mutateAsync({ renderId, shareToken }).catch(() => undefined);
      if (token) await deliver(shareUrl(token), title);
      return token;
    },
    copyLink: copy,
    isSharing: share.isPending,
    readyLink,
    closeReadyLink: () => setReadyLink(null),
  };
}
