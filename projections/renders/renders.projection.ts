import { defineRowProjection } from '../../backend/core/row-projection.ts';
import { renderEventTypes, type RenderEvent } from '../../modules/renders/index.ts';

/** renders: every render a user asked for, with its outcome; a deleted render leaves it. */
export const rendersProjection = defineRowProjection<RenderEvent>({
  name: 'renders',
  canHandle: renderEventTypes,
  table: 'renders',
  key: 'id',
  change: (event) => {
    switch (event.type) {
      case 'RenderRequested': {
        const d = event.data;
        return {
          kind: 'create',
          key: d.renderId,
          row: {
            id: d.renderId,
            user_id: d.userId,
            photo_id: d.photoId,
            status: 'processing',
            scheme_id: d.schemeId,
            scheme_name: d.schemeName,
            manufacturer: d.manufacturer,
            is_hoa_approved: d.isHoaApproved ?? false,
            colors: JSON.stringify(d.colors),
            color_labels: d.colorLabels ? JSON.stringify(d.colorLabels) : null,
            before_image_url: d.beforeImageUrl,
            created_at: d.requestedAt,
            last_revision: event.streamRevision,
          },
        };
      }
      case 'RenderCompleted':
        return {
          kind: 'update',
          key: event.data.renderId,
          changes: { status: 'completed', after_image_url: event.data.afterImageUrl },
        };
      case 'RenderFailed':
        return {
          kind: 'update',
          key: event.data.renderId,
          changes: { status: 'failed', failure_reason: event.data.reason },
        };
      case 'RenderShared':
        return {
          kind: 'update',
          key: event.data.renderId,
          changes: { share_token: event.data.shareToken, shared_at: event.data.sharedAt },
        };
      case 'RenderDeleted':
        return { kind: 'delete', key: event.data.renderId };
    }
  },
});
