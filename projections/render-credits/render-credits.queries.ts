import type { Knex } from 'knex';

/**
 * Credits spent for a render that never started (no render row) more than `olderThan` ago and
 * not given back: what a crash between spending and requesting leaves behind.
 */
export const listOrphanCredits = async (
  db: Knex,
  olderThan: Date,
): Promise<{ renderId: string; userId: string }[]> =>
  db('render_credits as c')
    .leftJoin('renders as r', 'r.id', 'c.render_id')
    .whereNull('r.id')
    .whereNull('c.refunded_at')
    .where('c.spent_at', '<', olderThan)
    .select<{ renderId: string; userId: string }[]>(
      'c.render_id as renderId',
      'c.user_id as userId',
    );
