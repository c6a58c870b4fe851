import { commandHandler, foldStream } from '../../backend/core/command-handler.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import { allowanceDecider, type AllowanceState } from './billing.decider.ts';
import type { AllowanceEvent } from './billing.events.ts';
import { allowanceStreamName } from './billing.handler.ts';
import { purchaseDecider, type PurchaseState } from './purchase.decider.ts';
import type { PurchaseEvent } from './purchase.events.ts';

export const purchaseStreamName = (paymentIntentId: string): string =>
  `purchase-${paymentIntentId}`;

export const handlePurchaseCommand = commandHandler(purchaseDecider, purchaseStreamName);

export const getPurchase = async (store: EventStore, paymentIntentId: string) =>
  foldStream<PurchaseState, PurchaseEvent>(
    purchaseDecider,
    await store.readStream(purchaseStreamName(paymentIntentId)),
  );

export const getAllowance = async (store: EventStore, userId: string) =>
  foldStream<AllowanceState, AllowanceEvent>(
    allowanceDecider,
    await store.readStream(allowanceStreamName(userId)),
  );
