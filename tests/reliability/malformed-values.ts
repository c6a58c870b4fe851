import { z } from 'zod';

/** The parts of a JSON Schema (as zod's toJSONSchema writes it) that the generator reads. */
type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

/** A small seeded PRNG (mulberry32): the same run every time. */
export const seededRandom = (seed: number) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const HOSTILE_STRINGS = [
  "' or '1'='1",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '💥'.repeat(3),
  '%00%ff',
];

/** Values that may break a property described by `schema` (each is checked with zod before use). */
const candidatesFor = (schema: JsonSchema): unknown[] => {
  const variants = schema.anyOf ?? [schema];
  const out: unknown[] = [
    null,
    true,
    42,
    -1,
    1.5,
    'text',
    '',
    '   ',
    [],
    {},
    [1, 2],
    ...HOSTILE_STRINGS,
  ];
  for (const v of variants) {
    if (v.maxLength !== undefined) out.push('x'.repeat(v.maxLength + 1));
    if (v.minLength !== undefined && v.minLength > 0) out.push('');
    if (v.minimum !== undefined) out.push(v.minimum - 1, -1e308);
    if (v.maximum !== undefined && v.maximum < Number.MAX_SAFE_INTEGER) out.push(v.maximum + 1);
    if (v.type === 'integer') out.push(0.5, '1', Number.POSITIVE_INFINITY);
    if (v.enum) out.push('not-an-option', ...v.enum.map((e) => ` ${String(e)}`));
    if (v.type === 'object' && v.properties)
      for (const [key, prop] of Object.entries(v.properties))
        for (const bad of candidatesFor(prop)) out.push({ [key]: bad });
  }
  return out;
};

/**
 * Bodies (or query objects) that the zod schema refuses, made from its JSON Schema: the whole
 * value of another type, each required property missing, and each property given values of the
 * wrong type, out of bounds or hostile, one at a time on top of a valid `base`. Only values that
 * `schema` itself rejects are kept: each one must be refused by the route.
 */
export const malformedFrom = (
  schema: z.ZodType,
  base: Record<string, unknown>,
  options: { queryStrings?: boolean } = {},
): unknown[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const values: unknown[] = options.queryStrings ? [] : [[], 'text', 42, null, true, [base]];
  for (const key of json.required ?? []) {
    const { [key]: _dropped, ...rest } = base;
    values.push(rest);
  }
  for (const [key, prop] of Object.entries(json.properties ?? {}))
    for (const bad of candidatesFor(prop)) {
      const value = options.queryStrings
        ? typeof bad === 'object'
          ? [String(bad)]
          : String(bad)
        : bad;
      values.push({ ...base, [key]: value });
    }
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = JSON.stringify(v);
    // What the route receives is the JSON of it (Infinity arrives as null).
    if (seen.has(key) || schema.safeParse(JSON.parse(key ?? 'null')).success) return false;
    seen.add(key);
    return true;
  });
};
