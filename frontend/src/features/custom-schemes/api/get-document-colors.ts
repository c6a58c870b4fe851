import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DocumentColor } from '../types';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** `{colors: [...]}` or the list itself. */
export function asDocumentColors(data: unknown): DocumentColor[] {
  const list: unknown =
    data && typeof data === 'object' && !Array.isArray(data)
      ? (data as { colors?: unknown }).colors
      : data;
  if (!Array.isArray(list)) return [];
  return list
    .filter((raw): raw is Record<string, unknown> => typeof raw === 'object' && raw !== null)
    .map((raw) => ({
      name: text(raw.name),
      code: text(raw.code),
      rgb: /^#[0-9a-f]{6}$/i.test(text(raw.rgb)) ? text(raw.rgb).toUpperCase() : null,
      manufacturer: text(raw.manufacturer) || null,
    }));
}

export const builderColorsQueryKey = (documentId: string) =>
  ['hoa-documents', documentId, 'colors', 'builder'] as const;

/** SPEC §7: GET /api/hoa-documents/colors/{documentId}, only when signed in with a document id. */
export const useBuilderColors = (documentId: string | undefined, signedIn: boolean) =>
  useQuery(
    queryOptions({
      queryKey: builderColorsQueryKey(documentId ?? ''),
      queryFn: async () =>
        asDocumentColors(
          await api.get<unknown>(
            `/api/hoa-documents/colors/${encodeURIComponent(documentId ?? '')}`,
          ),
        ),
      enabled: signedIn && Boolean(documentId),
    }),
  );
