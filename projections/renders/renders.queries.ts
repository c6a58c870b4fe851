import type { Knex } from 'knex';
import type { RenderDto, RenderSchemeDto, SharedRenderDto, SwatchDto } from './renders.dto.ts';

type Colors = { mainBody: string; trim: string; accents: string };
type Row = {
  id: string;
  status: 'processing' | 'completed';
  scheme_id: string;
  scheme_name: string;
  manufacturer: string;
  is_hoa_approved: boolean;
  colors: Colors | null;
  color_labels: Colors | null;
  before_image_url: string;
  after_image_url: string | null;
  share_token: string | null;
  created_at: Date;
};

const COLUMNS = [
  'id',
  'status',
  'scheme_id',
  'scheme_name',
  'manufacturer',
  'is_hoa_approved',
  'colors',
  'color_labels',
  'before_image_url',
  'after_image_url',
  'share_token',
  'created_at',
];

/** Cards and link previews use this width; the image routes make it once and cache it. */
export const THUMBNAIL_WIDTH = 480;

const swatch = (r: Row, surface: keyof Colors): SwatchDto => {
  const hex = r.colors?.[surface] ?? '#CCCCCC';
  return { hex, label: r.color_labels?.[surface] ?? hex };
};

const schemeOf = (r: Row): RenderSchemeDto => ({
  id: r.scheme_id,
  name: r.scheme_name,
  manufacturer: r.manufacturer,
  isHoaApproved: r.is_hoa_approved,
  swatches: { body: swatch(r, 'mainBody'), trim: swatch(r, 'trim'), accent: swatch(r, 'accents') },
});

const imageUrl = (id: string, which: 'image' | 'before', query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return `/api/renders/${id}/${which}${search ? `?${search}` : ''}`;
};

const w = String(THUMBNAIL_WIDTH);

const toDto = (r: Row): RenderDto => ({
  id: r.id,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  shareToken: r.share_token,
  beforeImageUrl: r.before_image_url,
  afterImageUrl: r.status === 'completed' ? r.after_image_url : null,
  beforeThumbnailUrl: imageUrl(r.id, 'before', { w }),
  afterThumbnailUrl: r.status === 'completed' ? imageUrl(r.id, 'image', { w }) : null,
  scheme: schemeOf(r),
});

/** An opaque page cursor: the (created_at, id) of the last render of the page. */
export type RenderCursor = { createdAt: string; id: string };

export const encodeCursor = (c: RenderCursor): string =>
  Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');

/** undefined when the text is not a cursor this server made. */
export const decodeCursor = (text: string): RenderCursor | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string') return undefined;
    if (Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
};

/**
 * One page of the owner's renders (not the failed ones), newest first; `next` is the cursor of
 * the following page when there is one. Served by the (user_id, created_at, id) index.
 */
export const listRendersPage = async (
  db: Knex,
  userId: string,
  page: { limit: number; before?: RenderCursor },
): Promise<{ renders: RenderDto[]; next?: RenderCursor }> => {
  const query = db('renders')
    .where({ user_id: userId })
    .whereNot({ status: 'failed' })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(page.limit + 1)
    .select<Row[]>(COLUMNS);
  if (page.before)
    query.whereRaw('(created_at, id) < (?::timestamptz, ?::uuid)', [
      page.before.createdAt,
      page.before.id,
    ]);
  const rows = await query;
  const renders = rows.slice(0, page.limit).map(toDto);
  const last = renders.at(-1);
  return rows.length > page.limit && last
    ? { renders, next: { createdAt: last.createdAt, id: last.id } }
    : { renders };
};

/** A completed render by its share token (a deleted one has left the table). */
export const findSharedRender = async (
  db: Knex,
  shareToken: string,
): Promise<SharedRenderDto | undefined> => {
  const r = await db('renders')
    .where({ share_token: shareToken, status: 'completed' })
    .first<Row | undefined>(COLUMNS);
  if (!r) return undefined;
  const share = { share: shareToken };
  return {
    createdAt: r.created_at.toISOString(),
    beforeImageUrl: imageUrl(r.id, 'before', share),
    afterImageUrl: imageUrl(r.id, 'image', share),
    beforeThumbnailUrl: imageUrl(r.id, 'before', { w, ...share }),
    afterThumbnailUrl: imageUrl(r.id, 'image', { w, ...share }),
    scheme: schemeOf(r),
  };
};
