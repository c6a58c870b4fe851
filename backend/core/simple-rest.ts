import type { Response } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { ValidationError } from './errors.ts';

/**
 * ra-data-simple-rest's list contract: `?sort=["field","ASC"]&range=[0,24]&filter={...}` in,
 * `Content-Range: <resource> 0-24/319` out (exposed to the browser). getMany sends
 * `filter={"id":[...]}`, getManyReference adds `{<target>: id}` to the filter.
 */
export type ListParams = {
  sort: { field: string; order: 'ASC' | 'DESC' } | undefined;
  range: { start: number; end: number } | undefined;
  filter: Record<string, unknown>;
};

/** The most rows one list request may ask for. */
export const MAX_RANGE = 1000;

/** An ILIKE pattern matching `value` anywhere, with its own %, _ and \ taken literally. */
export const containsPattern = (value: unknown): string =>
  `%${String(value).replace(/[%_\\]/g, '\\$&')}%`;

const json = <S extends z.ZodType>(name: string, schema: S) =>
  z
    .string()
    .optional()
    .transform((s, ctx): z.output<S> | undefined => {
      if (s === undefined || s === '') return undefined;
      let value: unknown;
      try {
        value = JSON.parse(s);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} is not valid: ${parsed.error.issues[0]?.message}`,
        });
        return z.NEVER;
      }
      return parsed.data;
    });

const Query = z.object({
  sort: json('sort', z.tuple([z.string().min(1), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: json(
    'range',
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([a, b]) => b >= a, 'range end must not be before its start')
      .refine(([a, b]) => b - a < MAX_RANGE, `range may span at most ${MAX_RANGE} rows`),
  ),
  filter: json('filter', z.record(z.string(), z.unknown())),
});

export const parseListParams = (query: unknown): ListParams => {
  const parsed = Query.safeParse(query);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Bad query');
  const { sort, range, filter } = parsed.data;
  return {
    sort: sort && { field: sort[0], order: sort[1].toUpperCase() as 'ASC' | 'DESC' },
    range: range && { start: range[0], end: range[1] },
    filter: filter ?? {},
  };
};

/**
 * What a read model offers the admin console: its table (or a query over it), the API field
 * each sortable column answers to, the filters it understands, and the row-to-record mapping.
 */
export type ListSource<Row, Dto> = {
  resource: string;
  query: (db: Knex) => Knex.QueryBuilder;
  /** API field → SQL column; only these may be sorted on. `id` is required. */
  columns: Record<string, string> & { id: string };
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Filters beyond `id` and the plain column equalities; return true when handled. */
  filter?: (qb: Knex.QueryBuilder, key: string, value: unknown) => boolean;
  toDto: (row: Row) => Dto;
};

const applyFilters = <Row, Dto>(
  qb: Knex.QueryBuilder,
  source: ListSource<Row, Dto>,
  filter: Record<string, unknown>,
) => {
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || value === null) continue;
    if (source.filter?.(qb, key, value)) continue;
    const column = source.columns[key];
    if (!column) throw new ValidationError(`Cannot filter ${source.resource} by ${key}`);
    if (Array.isArray(value)) qb.whereIn(column, value as string[]);
    else qb.where(column, value as string);
  }
};

export const listRecords = async <Row, Dto>(
  db: Knex,
  source: ListSource<Row, Dto>,
  params: ListParams,
): Promise<{ data: Dto[]; total: number; start: number }> => {
  const sort = params.sort ?? source.defaultSort;
  const column = source.columns[sort.field];
  if (!column) throw new ValidationError(`Cannot sort ${source.resource} by ${sort.field}`);
  const base = source.query(db);
  applyFilters(base, source, params.filter);
  const counted = await base.clone().clearSelect().clearOrder().count<{ n: string }[]>({ n: '*' });
  const total = Number(counted[0]?.n ?? 0);
  const start = params.range?.start ?? 0;
  const limit = params.range ? params.range.end - params.range.start + 1 : MAX_RANGE;
  const rows = (await base
    .orderBy(column, sort.order === 'ASC' ? 'asc' : 'desc')
    .orderBy(source.columns.id, 'asc')
    .offset(start)
    .limit(limit)) as Row[];
  return { data: rows.map(source.toDto), total, start };
};

export const getRecord = async <Row, Dto>(
  db: Knex,
  source: ListSource<Row, Dto>,
  id: string,
): Promise<Dto | undefined> => {
  const row = (await source.query(db).where(source.columns.id, id).first()) as Row | undefined;
  return row && source.toDto(row);
};

/** Sends a list page with its Content-Range (`<resource> 0-24/319`; an empty page: star/total). */
export const sendList = (
  res: Response,
  resource: string,
  page: { data: unknown[]; total: number; start: number },
): void => {
  const { data, total, start } = page;
  const span = data.length ? `${start}-${start + data.length - 1}` : '*';
  res.set('Content-Range', `${resource} ${span}/${total}`);
  res.set('Access-Control-Expose-Headers', 'Content-Range');
  res.json(data);
};
