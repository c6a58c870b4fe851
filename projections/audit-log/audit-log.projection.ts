import { ALL_EVENTS, type Projection } from '../../backend/core/projection.ts';
import { defineRowProjection } from '../../backend/core/row-projection.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/**
 * audit_events: the global event log as the admin console browses it. Each event keeps its
 * data and metadata; `subject_user_id` is the user the event is about (its data's userId) and
 * `actor_id` who caused it (the command's user: the admin for admin changes).
 */
const rowProjection = defineRowProjection({
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

/** A non-empty JSON string at `path`, as `text` above. */
const textAt = (column: string, key: string) =>
  `case when jsonb_typeof(${column}->'${key}') = 'string' then nullif(${column}->>'${key}', '') end`;

export const auditLogProjection: Projection = {
  ...rowProjection,
  // A rebuild next to the Postgres event log copies it in one statement per page (times to the
  // millisecond, as the events' createdAt carries them).
  replayFromLog: async (trx, { events, after, upTo }) => {
    await trx.raw(
      `insert into audit_events (global_position, event_id, stream_name, stream_revision, type,
         subject_user_id, actor_id, data, metadata, created_at)
       select global_position, event_id::text, stream_name, stream_revision, type,
         ${textAt('data', 'userId')}, coalesce(${textAt('metadata', 'userId')}, ${textAt('data', 'adminId')}),
         data, metadata, date_trunc('milliseconds', created_at)
       from ?? where global_position > ? and global_position <= ?
       on conflict (global_position) do nothing`,
      [events, after, upTo],
    );
  },
};
