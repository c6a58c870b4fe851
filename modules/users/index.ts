/** Public surface of the users module: the only file other code may import. */
export type { UserEvent, UserSignedUp, OnboardingCompleted } from './users.events.ts';
export { userEventTypes } from './users.events.ts';
export type { Roles, UserCommand } from './users.commands.ts';
export { usersDecider } from './users.decider.ts';
export { handleUserCommand, userStreamName, userIdForGoogleAccount } from './users.handler.ts';
export { usersRoutes } from './users.routes.ts';
