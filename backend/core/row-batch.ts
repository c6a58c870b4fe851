import type { Knex } from 'knex';

type Row = Record<string, unknown>;

/** One event's change to one row (see RowChange in row-projection.ts), with its revision. */
export type KeyedChange = { revision: number } & (
  | { kind: 'create'; key: string; row: Row }
  | { kind: 'update'; key: string; changes: Row }
  | { kind: 'delete'; key: string }
);

/**
 * Where a key stands while a run of changes is folded: its stored row (still there, with the
 * last_revision it will have, and the columns to update), whether that row is to be deleted, and
 * a row to insert (only when no stored row is left).
 */
type KeyState = {
  stored: boolean;
  revision: number | null;
  changes: Row | undefined;
  deleted: boolean;
  fresh: Row | undefined;
};

/** What knex does with an undefined value: leaves the column out (its default on insert). */
const defined = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Each column's SQL type, per table name (the scratch tables of a rebuild are alike). */
const columnTypes = new Map<string, Map<string, string>>();

const typesOf = async (trx: Knex.Transaction, table: string): Promise<Map<string, string>> => {
  const known = columnTypes.get(table);
  if (known) return known;
  const { rows } = await trx.raw<{ rows: { name: string; type: string }[] }>(
    `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
     where attrelid = ?::regclass and attnum > 0 and not attisdropped`,
    [table],
  );
  const types = new Map(rows.map((r) => [r.name, r.type]));
  columnTypes.set(table, types);
  return types;
};

/** One array of values per column (node-pg sends each as a text array). */
const arrays = (rows: Row[], columns: string[]) =>
  columns.map((c) => rows.map((r) => r[c])) as Knex.RawBinding[];

/** Rows grouped by their column set (one statement per set; absent columns keep defaults). */
const byColumns = (rows: Row[]): Row[][] => {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const columns = Object.keys(row).sort().join();
    const group = groups.get(columns);
    if (group) group.push(row);
    else groups.set(columns, [row]);
  }
  return [...groups.values()];
};

/**
 * The statements for many rows at once: each column's values go as one text array (node-pg
 * turns each value into text exactly as it does a single bound value), cast to the column's
 * type in SQL, so a row reads back as the one-statement-per-event path writes it.
 */
class BulkWriter {
  constructor(
    private readonly trx: Knex.Transaction,
    private readonly table: string,
    private readonly key: string,
    private readonly types: Map<string, string>,
  ) {}

  private type(column: string): string {
    const type = this.types.get(column);
    if (!type) throw new Error(`column "${column}" of table "${this.table}" does not exist`);
    return type;
  }

  /** Each stored row among `keys`, with its last_revision when asked for. */
  async stored(keys: string[], revisions: boolean): Promise<Map<string, number | null>> {
    const revision = revisions ? 't.last_revision' : 'null';
    const { rows } = await this.trx.raw<{ rows: { k: string; r: string | null }[] }>(
      `select u.k, ${revision} as r from unnest(?::text[]) as u(k)
       join ${ident(this.table)} t on t.${ident(this.key)} = u.k::${this.type(this.key)}`,
      [keys],
    );
    return new Map(rows.map((r) => [r.k, r.r === null ? null : Number(r.r)]));
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.trx.raw(
      `delete from ${ident(this.table)} where ${ident(this.key)} = any(?::${this.type(this.key)}[])`,
      [keys],
    );
  }

  /** Updates as the live statement guards them: only rows with an older last_revision. */
  async update(rows: Row[]): Promise<void> {
    for (const group of byColumns(rows)) {
      const columns = Object.keys(group[0]!).filter((c) => c !== this.key);
      const set = columns.map((c) => `${ident(c)} = u.${ident(c)}::${this.type(c)}`);
      await this.trx.raw(
        `update ${ident(this.table)} as t set ${set.join(', ')}
         from ${this.unnest([this.key, ...columns])}
         where t.${ident(this.key)} = u.${ident(this.key)}::${this.type(this.key)}
           and t.last_revision < u.last_revision::${this.type('last_revision')}`,
        arrays(group, [this.key, ...columns]),
      );
    }
  }

  async insert(rows: Row[]): Promise<void> {
    for (const group of byColumns(rows)) {
      const columns = Object.keys(group[0]!);
      await this.trx.raw(
        `insert into ${ident(this.table)} (${columns.map(ident).join(', ')})
         select ${columns.map((c) => `u.${ident(c)}::${this.type(c)}`).join(', ')}
         from ${this.unnest(columns)}
         on conflict (${ident(this.key)}) do nothing`,
        arrays(group, columns),
      );
    }
  }

  private unnest(columns: string[]): string {
    return `unnest(${columns.map(() => '?::text[]').join(', ')}) as u(${columns.map(ident).join(', ')})`;
  }
}

/**
 * Applies a run of row changes (in event order) with a few statements: deletes, updates and
 * inserts of their folded result. Leaves the table as applying each change on its own would: a
 * create of a key that is there does nothing, an update only touches a row whose last_revision
 * is older than its event (and sets it), a delete removes. A key changed once goes as its own
 * statement would (in bulk); only keys changed more than once are read first, to fold them.
 */
export const applyRowChanges = async (
  trx: Knex.Transaction,
  target: { table: string; key: string },
  changes: readonly KeyedChange[],
): Promise<void> => {
  if (changes.length === 0) return;
  const writer = new BulkWriter(trx, target.table, target.key, await typesOf(trx, target.table));
  const times = new Map<string, number>();
  for (const c of changes) times.set(c.key, (times.get(c.key) ?? 0) + 1);
  const deletes: string[] = [];
  const updates: Row[] = [];
  const inserts: Row[] = [];
  const folded = changes.filter((c) => times.get(c.key)! > 1);
  for (const c of changes) {
    if (times.get(c.key)! > 1) continue;
    if (c.kind === 'create') inserts.push(defined(c.row));
    else if (c.kind === 'update')
      updates.push({ ...defined(c.changes), last_revision: c.revision, [target.key]: c.key });
    else deletes.push(c.key);
  }
  if (folded.length > 0) {
    const keys = [...new Set(folded.map((c) => c.key))];
    const stored = await writer.stored(
      keys,
      folded.some((c) => c.kind === 'update'),
    );
    const states = new Map<string, KeyState>(
      keys.map((key) => [
        key,
        {
          stored: stored.has(key),
          revision: stored.get(key) ?? null,
          changes: undefined,
          deleted: false,
          fresh: undefined,
        },
      ]),
    );
    for (const c of folded) fold(states.get(c.key)!, c);
    for (const [key, s] of states) {
      if (s.deleted) deletes.push(key);
      if (s.stored && s.changes) updates.push({ ...s.changes, [target.key]: key });
      if (s.fresh) inserts.push(s.fresh);
    }
  }
  await writer.delete(deletes);
  await writer.update(updates);
  await writer.insert(inserts);
};

/** One change to a key's state, as its own statement would do it to the row. */
const fold = (s: KeyState, c: KeyedChange): void => {
  if (c.kind === 'create') {
    if (!s.stored && !s.fresh) s.fresh = defined(c.row);
  } else if (c.kind === 'update') {
    const set = { ...defined(c.changes), last_revision: c.revision };
    const lastRevision = s.fresh?.last_revision;
    if (s.fresh) {
      if (lastRevision != null && Number(lastRevision) < c.revision)
        s.fresh = { ...s.fresh, ...set };
    } else if (s.stored && s.revision !== null && s.revision < c.revision) {
      s.changes = { ...s.changes, ...set };
      s.revision = c.revision;
    }
  } else if (s.fresh) {
    s.fresh = undefined;
  } else if (s.stored) {
    Object.assign(s, { stored: false, deleted: true, changes: undefined });
  }
};
