export { auditLogProjection } from './audit-log.projection.ts';
export { auditEventsSource, type AuditEventDto } from './audit-log.queries.ts';
