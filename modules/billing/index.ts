/** Public surface of the billing module. */
export type {
  AllowanceEvent,
  FreeRendersGranted,
  RenderCreditSpent,
  RenderCreditRefunded,
  RendersGrantedByAdmin,
} from './billing.events.ts';
export { allowanceEventTypes } from './billing.events.ts';
export type { AllowanceCommand } from './billing.commands.ts';
export { allowanceDecider, NO_RENDERS_REMAINING, MAX_ADMIN_GRANT } from './billing.decider.ts';
export { handleAllowanceCommand, allowanceStreamName, FREE_RENDERS } from './billing.handler.ts';
