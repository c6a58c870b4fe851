/** Public surface of the billing module. */
export type {
  AllowanceEvent,
  FreeRendersGranted,
  RenderCreditSpent,
  RenderCreditRefunded,
  RendersPurchased,
  PurchasedRendersRevoked,
} from './billing.events.ts';
export { allowanceEventTypes } from './billing.events.ts';
export type { AllowanceCommand } from './billing.commands.ts';
export { allowanceDecider, NO_RENDERS_REMAINING } from './billing.decider.ts';
export { handleAllowanceCommand, allowanceStreamName, FREE_RENDERS } from './billing.handler.ts';
export type {
  PurchaseEvent,
  PaymentIntentCreated,
  PaymentSucceeded,
  PaymentFailed,
  PaymentRefunded,
} from './purchase.events.ts';
export { purchaseEventTypes } from './purchase.events.ts';
export type { PurchaseCommand } from './purchase.commands.ts';
export { purchaseDecider, RENDER_PACK } from './purchase.decider.ts';
export { getPurchase, handlePurchaseCommand, purchaseStreamName } from './purchase.handler.ts';
export { recordFailedPayment, recordRefund, settleSucceededPayment } from './payments.service.ts';
export {
  paymentsRoutes,
  BETA_TESTERS_BUY_NOTHING,
  PURCHASING_UNAVAILABLE,
  type PaymentsSetup,
} from './payments.routes.ts';
export { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
export { settlePurchases } from './purchase-credits.reactor.ts';
