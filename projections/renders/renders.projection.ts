import { defineProjection } from '../../backend/core/projection.ts';
import { renderEventTypes, type RenderEvent } from '../../modules/renders/index.ts';

/** renders: every render a user asked for, with its outcome; a deleted render leaves it. */
export const rendersProjection = defineProjection<RenderEvent>({
  name: 'renders',
  canHandle: renderEventTypes,
  tables: ['renders'],
  handle: async (trx, event) => {
    const revision = event.streamRevision;
    const later = (id: string) =>
      trx('renders').where({ id }).andWhere('last_revision', '<', revision);
    switch (event.type) {
      case 'RenderRequested': {
        const d = event.data;
        await trx('renders')
          .insert({
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
            last_revision: revision,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'RenderCompleted':
        await later(event.data.renderId).update({
          status: 'completed',
          after_image_url: event.data.afterImageUrl,
          last_revision: revision,
        });
        return;
      case 'RenderFailed':
        await later(event.data.renderId).update({
          status: 'failed',
          failure_reason: event.data.reason,
          last_revision: revision,
        });
        return;
      case 'RenderShared':
        await later(event.data.renderId).update({
          share_token: event.data.shareToken,
          shared_at: event.data.sharedAt,
          last_revision: revision,
        });
        return;
      case 'RenderDeleted':
        await trx('renders').where({ id: event.data.renderId }).delete();
        return;
    }
  },
});
