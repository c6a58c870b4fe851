import type { Knex } from 'knex';
import { prepareValue } from 'pg/lib/utils.js';

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
const defined = (row: Row): Row => assignDefined({}, row);

/** `Object.assign` of the defined values only (the hot loop of a rebuild: no copies). */
const assignDefined = (target: Row, source: Row): Row => {
  for (const column in source) if (source[column] !== undefined) target[column] = source[column];
  return target;
};

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

/** An element of a text array literal: the text node-pg would send for the value, quoted. */
const element = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  const text = typeof value === 'string' ? value : String(prepareValue(value));
  return `"${text.includes('"') || text.includes('\\') ? text.replace(/[\\"]/g, '\\$&') : text}"`;
};

/**
 * One text array literal per column, as node-pg would write a bound array of the values (the
 * same text for each), about three times faster: a rebuild sends millions.
 */
const textArray = (values: readonly unknown[]): string => `{${values.map(element).join(',')}}`;

const arrays = (rows: Row[], columns: string[]): string[] =>
  columns.map((c) => textArray(rows.map((r) => r[c])));

/**
 * Rows grouped by their columns (one statement per group; absent columns keep defaults). Rows
 * built alike list them alike; the same set in another order only makes another group.
 */
const byColumns = (rows: Row[]): Row[][] => {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const columns = Object.keys(row).join();
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
      [textArray(keys)],
    );
    return new Map(rows.map((r) => [r.k, r.r === null ? null : Number(r.r)]));
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.trx.raw(
      `delete from ${ident(this.table)} where ${ident(this.key)} = any(?::text[]::${this.type(this.key)}[])`,
      [textArray(keys)],
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

  /** Inserts the rows whose key is not taken; returns the keys it inserted (as text). */
  async insert(rows: Row[]): Promise<Set<string>> {
    const inserted = new Set<string>();
    for (const group of byColumns(rows)) {
      const columns = Object.keys(group[0]!);
      const { rows: keys } = await this.trx.raw<{ rows: { k: string }[] }>(
        `insert into ${ident(this.table)} (${columns.map(ident).join(', ')})
         select ${columns.map((c) => `u.${ident(c)}::${this.type(c)}`).join(', ')}
         from ${this.unnest(columns)}
         on conflict (${ident(this.key)}) do nothing
         returning ${ident(this.key)}::text as k`,
        arrays(group, columns),
      );
      keys.forEach((r) => inserted.add(r.k));
    }
    return inserted;
  }

  private unnest(columns: string[]): string {
    return `unnest(${columns.map(() => '?::text[]').join(', ')}) as u(${columns.map(ident).join(', ')})`;
  }
}

/** What a run comes to: keys to delete, updates (each with its key), rows to insert by key. */
type Writes = { deletes: string[]; updates: Row[]; inserts: Map<string, Row> };

const noWrites = (): Writes => ({ deletes: [], updates: [], inserts: new Map() });

const newState = (stored: Map<string, number | null>, key: string): KeyState => ({
  stored: stored.has(key),
  revision: stored.get(key) ?? null,
  changes: undefined,
  deleted: false,
  fresh: undefined,
});

/** Folds each key's changes from its stored state into the writes it needs. */
const foldInto = (
  writes: Writes,
  keyColumn: string,
  byKey: ReadonlyMap<string, KeyedChange[]>,
  stored: Map<string, number | null>,
): void => {
  for (const [key, changes] of byKey) {
    const s = newState(stored, key);
    changes.forEach((c) => fold(s, c));
    if (s.deleted) writes.deletes.push(key);
    if (s.stored && s.changes) writes.updates.push({ ...s.changes, [keyColumn]: key });
    if (s.fresh) writes.inserts.set(key, s.fresh);
  }
};

const pick = (byKey: ReadonlyMap<string, KeyedChange[]>, keys: Iterable<string>) =>
  new Map([...keys].map((key) => [key, byKey.get(key)!]));

/**
 * Applies a run of row changes (in event order) with a few statements: deletes, updates and
 * inserts of their folded result. Leaves the table as applying each change on its own would: a
 * create of a key that is there does nothing, an update only touches a row whose last_revision
 * is older than its event (and sets it), a delete removes. A key changed once goes as its own
 * statement would (in bulk). A key changed more than once is folded from its stored row, read
 * first; when its first change creates it, it is taken to be new, and folded again from the
 * stored row only if its insert finds the key taken.
 */
export const applyRowChanges = async (
  trx: Knex.Transaction,
  target: { table: string; key: string },
  changes: readonly KeyedChange[],
): Promise<void> => {
  if (changes.length === 0) return;
  const writer = new BulkWriter(trx, target.table, target.key, await typesOf(trx, target.table));
  const byKey = new Map<string, KeyedChange[]>();
  for (const c of changes) {
    const list = byKey.get(c.key);
    if (list) list.push(c);
    else byKey.set(c.key, [c]);
  }
  const writes = noWrites();
  const guessed = new Set<string>();
  const toRead = new Set<string>();
  for (const [key, list] of byKey) {
    const c = list[0]!;
    if (list.length > 1) (c.kind === 'create' ? guessed : toRead).add(key);
    else if (c.kind === 'create') writes.inserts.set(key, defined(c.row));
    else if (c.kind === 'update')
      writes.updates.push({ ...defined(c.changes), last_revision: c.revision, [target.key]: key });
    else writes.deletes.push(key);
  }
  const assumed = noWrites();
  foldInto(assumed, target.key, pick(byKey, guessed), new Map());
  for (const key of guessed) {
    const row = assumed.inserts.get(key);
    if (row) {
      writes.inserts.set(key, row);
      continue;
    }
    // Created and deleted again: whether it was stored decides what the delete removes.
    guessed.delete(key);
    toRead.add(key);
  }
  await readAndFold(writer, writes, target.key, pick(byKey, toRead));
  const inserted = await write(writer, writes);
  const taken = [...guessed].filter((key) => !inserted.has(key));
  if (taken.length === 0) return;
  // Keys that were there after all: folded again from their stored rows (their inserts did nothing).
  const again = noWrites();
  await readAndFold(writer, again, target.key, pick(byKey, taken));
  await write(writer, again);
};

const readAndFold = async (
  writer: BulkWriter,
  writes: Writes,
  keyColumn: string,
  byKey: ReadonlyMap<string, KeyedChange[]>,
): Promise<void> => {
  if (byKey.size === 0) return;
  const updates = [...byKey.values()].some((list) => list.some((c) => c.kind === 'update'));
  foldInto(writes, keyColumn, byKey, await writer.stored([...byKey.keys()], updates));
};

const write = async (writer: BulkWriter, writes: Writes): Promise<Set<string>> => {
  await writer.delete(writes.deletes);
  await writer.update(writes.updates);
  return writer.insert([...writes.inserts.values()]);
};

/** One change to a key's state, as its own statement would do it to the row. */
const fold = (s: KeyState, c: KeyedChange): void => {
  if (c.kind === 'create') {
    if (!s.stored && !s.fresh) s.fresh = defined(c.row);
  } else if (c.kind === 'update') {
    const lastRevision = s.fresh?.last_revision;
    if (s.fresh) {
      if (lastRevision != null && Number(lastRevision) < c.revision)
        assignDefined(s.fresh, c.changes).last_revision = c.revision;
    } else if (s.stored && s.revision !== null && s.revision < c.revision) {
      assignDefined((s.changes ??= {}), c.changes).last_revision = c.revision;
      s.revision = c.revision;
    }
  } else if (s.fresh) {
    s.fresh = undefined;
  } else if (s.stored) {
    Object.assign(s, { stored: false, deleted: true, changes: undefined });
  }
};
