/** What a stack trace or a database error looks like in an answer's body: never in one. */
export const LEAK =
  /\bat .+:\d+:\d+|node_modules|\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\brelation "|syntax error at/i;
