// The one zod schema for a paint scheme (API, import and admin console).
import { z } from 'zod';

export const SCHEME_MESSAGES = {
  hex: 'Color must be in #RRGGBB hex format',
  hexList: 'Color must be comma-separated #RRGGBB hex format',
  code: 'Invalid manufacturer color code format',
  nameEmpty: 'Color name cannot be empty',
  nameTooLong: 'Color name too long',
  schemeName: 'Scheme name required',
  schemeCode: 'Scheme code required',
  category: 'Category required',
  manufacturer: 'Manufacturer required',
  documentId: 'Invalid document id',
  lengths: 'Color codes and hex values must have matching array lengths for body, trim, and accent',
} as const;

/** Split a comma-separated list and trim each entry ('a, b,c' -> ['a', 'b', 'c']). */
export function parseColourList(s: string): string[] {
  return s.split(',').map((part) => part.trim());
}

const HEX_RE = /^#[0-9A-Fa-f]{6}$/;

/**
 * Manufacturer colour code, optionally followed by a space and a colour name. SPEC §5 lists the
 * first three forms; the fourth (Benjamin Moore's numeric codes) is a deliberate widening of §5,
 * because they are real codes that HOA documents approve ('1558 Field Stone', '2125-30') and
 * curated schemes use ('2121-70 Chantilly Lace'). Accepted forms (prefixes are upper case, one
 * optional space after SW/BM):
 *  - 'SW' + 4 digits: 'SW7015', 'SW 7015', 'SW 7015 Repose Gray'
 *  - 'BM' + letters, dash, digits: 'BMHC-172', 'BM HC-172'
 *  - two letters, optional dash, digits: 'HC-172', 'AF-715', 'CC-40', 'OC17'
 *    (three-letter Benjamin Moore series such as 'CSP-795' are accepted too)
 *  - Benjamin Moore numeric codes, optionally with 'BM': '2121-70', '1558', '058', 'BM 2121-70'
 *    (1–4 digits, optionally a dash and two digits; nothing else of other brands' numeric forms)
 */
export const COLOR_CODE_RE =
  /^(?:SW ?\d{4}|BM ?[A-Z]{2,3}-?\d+|[A-Z]{2,3}-?\d+|(?:BM ?)?\d{1,4}(?:-\d{2})?)(?: +\S.*)?$/;

const hexColour = z
  .string()
  .superRefine((s, ctx) => {
    const list = s.includes(',');
    const ok = parseColourList(s).every((h) => HEX_RE.test(h));
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        message: list ? SCHEME_MESSAGES.hexList : SCHEME_MESSAGES.hex,
        continue: false,
      });
  })
  .transform((s) => parseColourList(s).join(', ').toUpperCase());

const colourCode = z
  .string()
  .refine((s) => parseColourList(s).every((c) => COLOR_CODE_RE.test(c)), {
    message: SCHEME_MESSAGES.code,
    abort: true,
  })
  .transform((s) => parseColourList(s).join(', '));

const colourName = z
  .string()
  .superRefine((s, ctx) => {
    const names = parseColourList(s);
    if (names.some((n) => n.length === 0)) {
      ctx.addIssue({ code: 'custom', message: SCHEME_MESSAGES.nameEmpty, continue: false });
    } else if (names.some((n) => n.length > 100)) {
      ctx.addIssue({ code: 'custom', message: SCHEME_MESSAGES.nameTooLong, continue: false });
    }
  })
  .transform((s) => parseColourList(s).join(', '))
  .optional();

const required = (message: string) => z.string().trim().min(1, message);

const SURFACES = ['body', 'trim', 'accent'] as const;

export const paintSchemeSchema = z
  .object({
    id: z.string().trim().min(1).optional(),
    name: required(SCHEME_MESSAGES.schemeName),
    schemeCode: required(SCHEME_MESSAGES.schemeCode),
    category: required(SCHEME_MESSAGES.category),
    manufacturer: required(SCHEME_MESSAGES.manufacturer),
    isHoaApproved: z.boolean().default(false),
    colorSelectionType: z.enum(['swap', 'all']).optional(),
    documentId: z.uuid(SCHEME_MESSAGES.documentId).optional(),
    bodyColor: hexColour,
    trimColor: hexColour,
    accentColor: hexColour,
    bodyColorCode: colourCode,
    trimColorCode: colourCode,
    accentColorCode: colourCode,
    bodyColorName: colourName,
    trimColorName: colourName,
    accentColorName: colourName,
  })
  .superRefine((scheme, ctx) => {
    const mismatch = SURFACES.some((surface) => {
      const hexes = parseColourList(scheme[`${surface}Color`]).length;
      const codes = parseColourList(scheme[`${surface}ColorCode`]).length;
      const name = scheme[`${surface}ColorName`];
      const names = name === undefined ? hexes : parseColourList(name).length;
      return hexes !== codes || hexes !== names;
    });
    if (mismatch) ctx.addIssue({ code: 'custom', message: SCHEME_MESSAGES.lengths, path: [] });
  });

/** A validated scheme (hexes upper-cased, lists normalised to 'a, b, c'). */
export type PaintScheme = z.infer<typeof paintSchemeSchema>;
/** What callers may send (isHoaApproved optional). */
export type PaintSchemeInput = z.input<typeof paintSchemeSchema>;

/**
 * One manufacturer colour as an admin enters it, under the §5 rules that apply to a colour:
 * 'Manufacturer required', a code of the §5 forms, an optional name of 1 to 100 characters and
 * one #RRGGBB hex (upper-cased). The first broken rule's message is the error.
 */
export const paintColourSchema = z.object({
  manufacturer: z
    .string({ error: SCHEME_MESSAGES.manufacturer })
    .trim()
    .min(1, SCHEME_MESSAGES.manufacturer),
  code: z.string({ error: SCHEME_MESSAGES.code }).trim().regex(COLOR_CODE_RE, SCHEME_MESSAGES.code),
  name: z
    .string({ error: SCHEME_MESSAGES.nameEmpty })
    .trim()
    .min(1, SCHEME_MESSAGES.nameEmpty)
    .max(100, SCHEME_MESSAGES.nameTooLong)
    .optional(),
  hex: z
    .string({ error: SCHEME_MESSAGES.hex })
    .trim()
    .regex(HEX_RE, SCHEME_MESSAGES.hex)
    .transform((s) => s.toUpperCase()),
});
export type PaintColourInput = z.input<typeof paintColourSchema>;
