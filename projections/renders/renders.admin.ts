import type { Knex } from 'knex';
import type { ListSource } from '../../backend/core/simple-rest.ts';
import { THUMBNAIL_WIDTH } from './renders.queries.ts';

export type AdminRenderDto = {
  id: string;
  userId: string;
  userEmail: string | null;
  status: string;
  schemeId: string;
  schemeName: string;
  manufacturer: string;
  failureReason: string | null;
  shared: boolean;
  createdAt: string;
  beforeThumbnailUrl: string;
  afterThumbnailUrl: string | null;
  /** The photo and the after image at full size (the detail page). */
  beforeImageUrl: string;
  afterImageUrl: string | null;
};

type Row = {
  id: string;
  user_id: string;
  email: string | null;
  status: string;
  scheme_id: string;
  scheme_name: string;
  manufacturer: string;
  failure_reason: string | null;
  share_token: string | null;
  created_at: Date;
};

/** Every user's renders, read only (images through the render image routes, which admins may read). */
export const adminRendersSource: ListSource<Row, AdminRenderDto> = {
  resource: 'renders',
  query: (db: Knex) =>
    db('renders')
      .leftJoin('users', 'users.id', 'renders.user_id')
      .select(
        'renders.id',
        'renders.user_id',
        'users.email',
        'renders.status',
        'renders.scheme_id',
        'renders.scheme_name',
        'renders.manufacturer',
        'renders.failure_reason',
        'renders.share_token',
        'renders.created_at',
      ),
  columns: {
    id: 'renders.id',
    userId: 'renders.user_id',
    status: 'renders.status',
    schemeName: 'renders.scheme_name',
    manufacturer: 'renders.manufacturer',
    createdAt: 'renders.created_at',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  toDto: (r) => ({
    id: r.id,
    userId: r.user_id,
    userEmail: r.email,
    status: r.status,
    schemeId: r.scheme_id,
    schemeName: r.scheme_name,
    manufacturer: r.manufacturer,
    failureReason: r.failure_reason,
    shared: r.share_token !== null,
    createdAt: r.created_at.toISOString(),
    beforeThumbnailUrl: `/api/renders/${r.id}/before?w=${THUMBNAIL_WIDTH}`,
    afterThumbnailUrl:
      r.status === 'completed' ? `/api/renders/${r.id}/image?w=${THUMBNAIL_WIDTH}` : null,
    beforeImageUrl: `/api/renders/${r.id}/before`,
    afterImageUrl: r.status === 'completed' ? `/api/renders/${r.id}/image` : null,
  }),
};
