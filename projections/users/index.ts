export { usersProjection } from './users.projection.ts';
export { usersReadRoutes } from './users.routes.ts';
export { getCurrentUser, getSessionUser } from './users.queries.ts';
export { adminUsersSource, type AdminUserDto } from './users.admin.ts';
export type { CurrentUserDto, SessionUserDto } from './users.dto.ts';
