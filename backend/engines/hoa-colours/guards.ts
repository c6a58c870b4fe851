// What keeps numbers that are not colours out: page, lot, section and revision numbers, years,
// prices, phone numbers, street addresses, and colours the document forbids.

/** A bare number right after one of these words is a page, lot, section, year, price… */
const TRAP_BEFORE =
  /\b(?:page|pages|pg|p|lot|lots|suite|ste|unit|units|section|sections|sec|sect|article|art|chapter|ch|rev|revision|revised|version|ver|v|no|nos|number|box|po|phase|building|bldg|room|rm|zip|item|items|form|id|tel|telephone|phone|fax|ext|vol|volume|figure|fig|table|exhibit|appendix|resolution|res|instrument|book|policy|ordinance|ord|case|permit|account|acct|invoice|order|year|years|fy|since|in|from|until|through|to|and|dated|date|circa|ca|est|built|approx|approximately|over|under|about|usd|model|serial|parcel|tract|plat|block|address|route|rt|hwy|highway|interstate|exit|mile|mi|sq|cost|fee|fees|fine|price|total|amount|step|part|paragraph|para|clause|rule|rules|code|codes|ccr|cc&rs|bylaws|id|at|on|of|by)\.?\s*[#:]?\s*$/i;

/** A bare number followed by a unit (lower case: "In the Navy" is a name) is a measure ('Galápagos' is not 'gal': Unicode word ends). */
const TRAP_AFTER =
  /^\s*(?:sq\.?\s*ft|square|ft|feet|foot|in\.?|inch|inches|lbs?|pounds|gallons?|gal|sf|acres?|homes|houses|lots|units|residents|members|owners|dollars|usd|am|pm|a\.m\.|p\.m\.|hours?|days?|years?|months?|weeks?|minutes?|percent|%|mph|degrees?)(?![\p{L}\p{N}])/u;

const STREET_WORDS =
  /\b(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|ct|court|blvd|boulevard|way|pl|place|pkwy|parkway|cir|circle|ter|terrace|trl|trail|hwy|highway|loop|pike|row|path|plaza|square)(?![\p{L}\p{N}])\.?/iu;

/** True when the text just before a bare number makes it a page, lot, year… number. */
export const trappedBefore = (before: string): boolean =>
  TRAP_BEFORE.test(before) || /[$€£]\s*$/.test(before) || /\d[\s./-]*$/.test(before);

/** True when the words after a bare number make it a measure. */
export const trappedAfter = (after: string): boolean => TRAP_AFTER.test(after);

/**
 * True when the name run after a number ends in a street word the catalogue name lacks:
 * '1558 Field Stone Lane' is an address, '7665 Wall Street' (SW's colour name) is not.
 */
export function looksLikeAddress(after: string, catalogueName: string | undefined): boolean {
  const words = after.trim().split(/\s+/).slice(0, 5).join(' ');
  const m = STREET_WORDS.exec(words);
  if (!m) return false;
  return !catalogueName || !new RegExp(`\\b${m[0].replace('.', '')}\\b`, 'i').test(catalogueName);
}

/** A year (1900 … 2099) written as a bare number. */
export const isYear = (key: string): boolean => /^(19|20)\d{2}$/.test(key);

const NEGATION =
  /\b(?:not|never|no\s+longer)\s+(?:be\s+)?(?:permitted|approved|allowed|acceptable|accepted|used)\b|\b(?:prohibited|forbidden|disallowed|unapproved|unacceptable|banned)\b/i;

/** The sentence around position `at` of `text` forbids what it names. */
export function negatedAt(text: string, at: number): boolean {
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('; ', at), -1) + 1;
  const ends = ['. ', '; '].map((s) => text.indexOf(s, at)).filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) : text.length;
  return NEGATION.test(text.slice(start, end));
}

/** A heading or sentence that forbids the colours listed under it ('Prohibited colors:'). */
export const isNegative = (text: string): boolean => NEGATION.test(text);
