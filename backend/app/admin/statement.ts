import type { Knex } from 'knex';
import type { EventStore, RecordedEvent } from '../../core/event-store.ts';
import { allowanceStreamName } from '../../../modules/billing/index.ts';
import { getRender } from '../../../modules/renders/index.ts';
import { getCurrentUser } from '../../../projections/users/index.ts';

export type StatementLine = {
  position: number;
  at: string;
  type: string;
  kind: 'granted' | 'spent' | 'refunded' | 'purchased' | 'revoked' | 'other';
  description: string;
  change: number;
  balance: number;
  /** The admin behind a grant, the render behind a spend or refund, the payment behind a purchase. */
  adminId?: string;
  renderId?: string;
  paymentIntentId?: string;
  testMode?: boolean;
};

export type Statement = {
  userId: string;
  email: string;
  lines: StatementLine[];
  closingBalance: number;
  /** What the read side says the user has left; equal to the closing balance when all is well. */
  remainingRenders: number;
  equal: boolean;
};

type Data = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** How a purchase was paid: 'test' (test mode, no card charged) or 'stripe' (PaymentIntentCreated's mode). */
const purchaseMode = async (store: EventStore, paymentIntentId: string) => {
  const events = await store.readStream(`purchase-${paymentIntentId}`);
  const created = events.find((e) => e.type === 'PaymentIntentCreated');
  return str((created?.data as Data | undefined)?.mode);
};

const renderLabel = async (store: EventStore, renderId: string) => {
  const render = await getRender(store, renderId);
  if (render.status === 'none') return `render ${renderId.slice(0, 8)} (never started)`;
  return `render of '${render.request.schemeName}' (${render.status})`;
};

const describe = async (
  store: EventStore,
  emails: (id: string) => Promise<string>,
  event: RecordedEvent,
): Promise<Omit<StatementLine, 'position' | 'at' | 'balance'>> => {
  const d = event.data as Data;
  const type = event.type;
  switch (type) {
    case 'FreeRendersGranted':
      return { type, kind: 'granted', change: num(d.count), description: 'Free renders granted' };
    case 'RendersGrantedByAdmin': {
      const adminId = str(d.adminId) ?? '';
      const reason = str(d.reason) ?? '';
      const description = `Granted by admin ${await emails(adminId)}: ${reason}`;
      return { type, kind: 'granted', change: num(d.count), description, adminId };
    }
    case 'RenderCreditSpent': {
      const renderId = str(d.renderId) ?? '';
      const description = `Spent on ${await renderLabel(store, renderId)}`;
      return { type, kind: 'spent', change: -1, description, renderId };
    }
    case 'RenderCreditRefunded': {
      const renderId = str(d.renderId) ?? '';
      const description = `Refunded for ${await renderLabel(store, renderId)}: ${str(d.reason) ?? ''}`;
      return { type, kind: 'refunded', change: 1, description, renderId };
    }
    case 'RendersPurchased': {
      const paymentIntentId = str(d.paymentIntentId) ?? '';
      const paidBy = await purchaseMode(store, paymentIntentId);
      const mode = paidBy === 'test' ? ' (test mode)' : paidBy === 'stripe' ? ' (Stripe)' : '';
      const description = `Purchased ${num(d.count)} renders, payment ${paymentIntentId}${mode}`;
      return {
        type,
        kind: 'purchased',
        change: num(d.count),
        description,
        paymentIntentId,
        ...(paidBy === undefined ? {} : { testMode: paidBy === 'test' }),
      };
    }
    case 'PurchasedRendersRevoked': {
      const paymentIntentId = str(d.paymentIntentId) ?? '';
      const description = `Purchase ${paymentIntentId} revoked: ${str(d.reason) ?? ''}`;
      return { type, kind: 'revoked', change: -num(d.count), description, paymentIntentId };
    }
    default:
      return { type, kind: 'other', change: 0, description: type };
  }
};

/**
 * A user's render statement, replayed from their allowance stream (grants, spends, refunds,
 * purchases, revocations), each spend and refund described from its render's stream and each
 * purchase from its payment's stream, with the balance after every line.
 */
export const buildStatement = async (
  deps: { store: EventStore; db: Knex },
  userId: string,
): Promise<Statement | undefined> => {
  const user = await getCurrentUser(deps.db, userId);
  if (!user) return undefined;
  const cache = new Map<string, string>();
  const emails = async (id: string) => {
    if (!cache.has(id)) cache.set(id, (await getCurrentUser(deps.db, id))?.email ?? id);
    return cache.get(id)!;
  };
  const lines: StatementLine[] = [];
  let balance = 0;
  for (const event of await deps.store.readStream(allowanceStreamName(userId))) {
    const line = await describe(deps.store, emails, event);
    balance += line.change;
    lines.push({ position: event.streamRevision, at: event.createdAt, ...line, balance });
  }
  return {
    userId,
    email: user.email,
    lines,
    closingBalance: balance,
    remainingRenders: user.remainingRenders,
    equal: balance === user.remainingRenders,
  };
};
