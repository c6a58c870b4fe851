import type { Command } from '../../backend/core/decider.ts';

export type GrantFreeRenders = Command<'GrantFreeRenders', { userId: string; count: number }>;
export type SpendRenderCredit = Command<'SpendRenderCredit', { userId: string; renderId: string }>;
export type RefundRenderCredit = Command<
  'RefundRenderCredit',
  { userId: string; renderId: string; reason: string }
>;

export type CreditPurchasedRenders = Command<
  'CreditPurchasedRenders',
  { userId: string; paymentIntentId: string; count: number }
>;
export type RevokePurchasedRenders = Command<
  'RevokePurchasedRenders',
  { userId: string; paymentIntentId: string; reason: string }
>;

export type AllowanceCommand =
  | GrantFreeRenders
  | SpendRenderCredit
  | RefundRenderCredit
  | CreditPurchasedRenders
  | RevokePurchasedRenders;
