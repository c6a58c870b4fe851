import { ALL_EVENTS } from '../../backend/core/projection.ts';
import { defineRowProjection } from '../../backend/core/row-projection.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/**
 * audit_events: the global event log as the admin console browses it. Each event keeps its
 * data and metadata; `subject_user_id` is the user the event is about (its data's userId) and
 * `actor_id` who caused it (the command's user: the admin for admin changes).
 */
export const auditLogProjection = defineRowProjection({
  name: 'audit-log',
  canHandle: [ALL_EVENTS],
  table: 'audit_events',
  key: 'global_position',
  change: (event) => {
    const data = (event.data ?? {}) as Record<string, unknown>;
    return {
      kind: 'create',
      key: String(event.globalPosition),
      row: {
        global_position: event.globalPosition,
        event_id: event.id,
        stream_name: event.streamName,
        stream_revision: event.streamRevision,
        type: event.type,
        subject_user_id: text(data.userId),
        actor_id: text(event.metadata.userId) ?? text(data.adminId),
        data: JSON.stringify(event.data ?? {}),
        metadata: JSON.stringify(event.metadata),
        created_at: event.createdAt,
      },
    };
  },
});
