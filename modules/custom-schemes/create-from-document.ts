import { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError } from '../../backend/core/errors.ts';
import { parseWith } from '../../backend/core/http.ts';
import type { ExtractedColour } from '../../backend/ports/colour-extractor.ts';
import { paintSchemeSchema, parseColourList } from '../../backend/engines/colour/index.ts';
import { getHoaDocument } from '../hoa-documents/index.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import type { CustomSchemeColours } from './custom-schemes.events.ts';

/** SPEC §3's creation payload, checked by SPEC §5's scheme rules (paintSchemeSchema). */
export const CreateFromDocumentBody = z
  .object({
    name: z.string({ error: 'Scheme name required' }).max(100, 'Scheme name is too long'),
    schemeCode: z.string({ error: 'Scheme code required' }).max(100, 'Scheme code is too long'),
    manufacturer: z.string({ error: 'Manufacturer required' }).max(100, 'Manufacturer is too long'),
    bodyColor: z.string({ error: 'Please select a body color' }),
    bodyColorCode: z.string({ error: 'Please select a body color' }),
    trimColor: z.string({ error: 'Please select a trim color' }),
    trimColorCode: z.string({ error: 'Please select a trim color' }),
    accentColor: z.string({ error: 'Please select an accent color' }),
    accentColorCode: z.string({ error: 'Please select an accent color' }),
  })
  .transform((body, ctx) => {
    const checked = paintSchemeSchema.safeParse({
      ...body,
      category: 'Your HOA Schemes',
      isHoaApproved: true,
    });
    if (checked.success) return checked.data;
    ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Invalid scheme' });
    return z.NEVER;
  });

type Surface = 'body' | 'trim' | 'accent';
const SURFACES: readonly Surface[] = ['body', 'trim', 'accent'];

const sameCode = (a: string, b: string) =>
  a.toUpperCase().replace(/[\s-]/g, '') === b.toUpperCase().replace(/[\s-]/g, '');

/**
 * The scheme's colours, each one of the document's own (same code and hex), named as the
 * document names them: an HOA scheme holds only colours the HOA approved.
 */
const fromDocument = (
  colours: readonly ExtractedColour[],
  scheme: z.output<typeof CreateFromDocumentBody>,
): CustomSchemeColours => {
  const result: Partial<CustomSchemeColours> = {};
  for (const surface of SURFACES) {
    const hexes = parseColourList(scheme[`${surface}Color`]);
    const codes = parseColourList(scheme[`${surface}ColorCode`]);
    const names = hexes.map((hex, i) => {
      const found = colours.find(
        (c) => c.rgb?.toUpperCase() === hex && c.code !== '' && sameCode(c.code, codes[i] ?? ''),
      );
      if (!found) {
        const label = surface[0]!.toUpperCase() + surface.slice(1);
        throw new ValidationError(
          `${label} color must be one of the colors found in this HOA document`,
        );
      }
      // One entry of a comma-separated list, within the §5 length.
      return found.name.replace(/,/g, ' ').trim().slice(0, 100);
    });
    result[`${surface}Color`] = hexes.join(', ');
    result[`${surface}ColorCode`] = codes.join(', ');
    result[`${surface}ColorName`] = names.every((n) => n) ? names.join(', ') : null;
  }
  return result as CustomSchemeColours;
};

/** Checks a creation request against the caller's own, processed document. */
export const schemeFromDocument = async (
  store: EventStore,
  userId: string,
  documentId: string,
  rawBody: unknown,
) => {
  const doc = await getHoaDocument(store, documentId);
  if (doc.status === 'none' || doc.status === 'deleted' || doc.userId !== userId)
    throw new NotFoundError('HOA document not found');
  const scheme = parseWith(CreateFromDocumentBody, rawBody);
  if (doc.status !== 'completed')
    throw new ConflictError('This HOA document has not been processed yet');
  return {
    name: scheme.name,
    schemeCode: scheme.schemeCode,
    manufacturer: scheme.manufacturer,
    ...fromDocument(doc.colors, scheme),
  };
};
