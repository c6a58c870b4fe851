import type { Knex } from 'knex';
import { ValidationError } from '../../backend/core/errors.ts';
import type { ListSource } from '../../backend/core/simple-rest.ts';

export type AuditEventDto = {
  id: number;
  eventId: string;
  streamName: string;
  streamRevision: number;
  type: string;
  userId: string | null;
  actorId: string | null;
  data: unknown;
  metadata: unknown;
  createdAt: string;
};

type Row = {
  global_position: string;
  event_id: string;
  stream_name: string;
  stream_revision: number;
  type: string;
  subject_user_id: string | null;
  actor_id: string | null;
  data: unknown;
  metadata: unknown;
  created_at: Date;
};

const DAY_MS = 86_400_000;

/** A bound as given; a bare date ('2026-11-23') as `to` means the end of that day. */
const instant = (value: unknown, name: 'from' | 'to') => {
  const text = String(value);
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new ValidationError(`${name} must be a date`);
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  return name === 'to' && dateOnly ? new Date(date.getTime() + DAY_MS - 1) : date;
};

/**
 * The audit log for ra-data-simple-rest: newest first by default; filters `streamName`
 * (exact, or a prefix ending in '-' such as 'render-'), `type`, `userId` (events about the user
 * or caused by them), `from` and `to` (created_at bounds, inclusive), `q` (stream or type).
 */
export const auditEventsSource: ListSource<Row, AuditEventDto> = {
  resource: 'events',
  query: (db: Knex) => db('audit_events').select('*'),
  columns: {
    id: 'global_position',
    streamName: 'stream_name',
    type: 'type',
    createdAt: 'created_at',
  },
  defaultSort: { field: 'id', order: 'DESC' },
  filter: (qb, key, value) => {
    switch (key) {
      case 'streamName': {
        const name = String(value);
        if (name.endsWith('-')) qb.whereLike('stream_name', `${name.replace(/[%_\\]/g, '\\$&')}%`);
        else qb.where('stream_name', name);
        return true;
      }
      case 'userId':
        qb.where((w) =>
          w.where('subject_user_id', String(value)).orWhere('actor_id', String(value)),
        );
        return true;
      case 'from':
        qb.where('created_at', '>=', instant(value, 'from'));
        return true;
      case 'to':
        qb.where('created_at', '<=', instant(value, 'to'));
        return true;
      case 'q':
        qb.where((w) =>
          w
            .whereILike('stream_name', `%${String(value)}%`)
            .orWhereILike('type', `%${String(value)}%`),
        );
        return true;
      default:
        return false;
    }
  },
  toDto: (r) => ({
    id: Number(r.global_position),
    eventId: r.event_id,
    streamName: r.stream_name,
    streamRevision: r.stream_revision,
    type: r.type,
    userId: r.subject_user_id,
    actorId: r.actor_id,
    data: r.data,
    metadata: r.metadata,
    createdAt: r.created_at.toISOString(),
  }),
};
