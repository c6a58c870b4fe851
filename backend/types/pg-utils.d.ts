declare module 'pg/lib/utils.js' {
  /** How node-pg turns a bound value into the text it sends (Date, boolean, object → JSON…). */
  export function prepareValue(value: unknown): unknown;
}
