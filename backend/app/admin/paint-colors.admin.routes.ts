import { Router } from 'express';
import type { Knex } from 'knex';
import { ValidationError } from '../../core/errors.ts';
import { parseWith, type RouteDeps } from '../../core/http.ts';
import { sendList } from '../../core/simple-rest.ts';
import {
  BENJAMIN_MOORE,
  COLOUR_FAMILIES,
  SHERWIN_WILLIAMS,
  brandKey,
  catalogueKey,
  cleanRow,
  paintColourSchema,
  type PaintColour,
} from '../../engines/colour/index.ts';
import {
  handlePaintColoursCommand,
  type PaintColoursCommand,
} from '../../../modules/catalogue/index.ts';
import {
  adminPaintColorsSource,
  type AdminPaintColorDto,
} from '../../../projections/paint-colours/index.ts';
import { adminId, adminMetadata, readResource, recordOr404 } from './admin-access.ts';

/** What a form sends: an empty or null text field is a field left out (the name is optional). */
const formBody = (body: unknown): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries((body ?? {}) as Record<string, unknown>).filter(
      ([, v]) => v !== null && v !== undefined && v !== '',
    ),
  );

const EditBody = paintColourSchema.pick({ name: true, hex: true });

export const UNCHANGEABLE =
  'Manufacturer and code cannot be changed: create the colour anew and delete this one';

/**
 * The brand as the catalogue already spells it ('sherwin williams' and 'SW' are
 * 'Sherwin-Williams'), so one manufacturer's colours stay on one `paintColour-<brand>` stream.
 */
const catalogueBrand = async (db: Knex, typed: string): Promise<string> => {
  const key = brandKey(typed);
  const known = await db('paint_colours').distinct('brand').pluck<string[]>('brand');
  return (
    [SHERWIN_WILLIAMS, BENJAMIN_MOORE, ...known].find((b) => brandKey(b) === key) ??
    typed.trim().replace(/\s+/g, ' ')
  );
};

/**
 * Manufacturer colours: create, edit (name and hex) and delete, each a command on the brand's
 * `paintColour-<brand>` stream whose event carries the admin's id; SPEC §5's colour rules and
 * messages apply. Lists, search and the manufacturer filter come from the read model.
 */
export const paintColorsAdminRoutes = (deps: RouteDeps): Router => {
  const router = Router();
  router.use(readResource(deps.db, adminPaintColorsSource));

  const record = (id: string) =>
    recordOr404(deps.db, adminPaintColorsSource, id, `Paint colour ${id} not found`);
  const run = async (brand: string, command: PaintColoursCommand) => {
    const result = await handlePaintColoursCommand(deps.store, brand, command);
    await deps.waitForProjections(result.position);
  };
  const idOf = (c: PaintColour) => `${c.brand}|${c.code}`;

  /** The colour families a colour's `category` is one of, in the order a list shows them. */
  router.get('/colour-families', (_req, res) => {
    const data = COLOUR_FAMILIES.map((family) => ({ id: family, name: family }));
    sendList(res, 'colour-families', { data, total: data.length, start: 0 });
  });

  router.post('/paint-colors', async (req, res) => {
    const admin = adminId(req);
    const input = parseWith(paintColourSchema, formBody(req.body));
    const brand = await catalogueBrand(deps.db, input.manufacturer);
    const colour = cleanRow({ brand, code: input.code, name: input.name ?? '', hex: input.hex });
    if (typeof colour === 'string') throw new ValidationError(colour);
    await run(brand, {
      type: 'AddPaintColour',
      data: { colour, adminId: admin },
      metadata: adminMetadata(deps.clock, admin),
    });
    res.status(201).json(await record(idOf(colour)));
  });

  router.put('/paint-colors/:id', async (req, res) => {
    const admin = adminId(req);
    const before = await record(req.params.id);
    const body = formBody(req.body);
    assertSameColour(before, body);
    const { name, hex } = parseWith(EditBody, body);
    await run(before.manufacturer, {
      type: 'ChangePaintColour',
      data: { code: before.code, name: name ?? '', hex, adminId: admin },
      metadata: adminMetadata(deps.clock, admin),
    });
    res.json(await record(before.id));
  });

  router.delete('/paint-colors/:id', async (req, res) => {
    const admin = adminId(req);
    const before = await record(req.params.id);
    await run(before.manufacturer, {
      type: 'RemovePaintColour',
      data: { code: before.code, adminId: admin },
      metadata: adminMetadata(deps.clock, admin),
    });
    res.json(before);
  });
  return router;
};

/** An edit names the colour by its id; a different manufacturer or code in the body is refused. */
const assertSameColour = (before: AdminPaintColorDto, body: Record<string, unknown>) => {
  const { manufacturer, code } = body;
  if (
    manufacturer !== undefined &&
    brandKey(String(manufacturer)) !== brandKey(before.manufacturer)
  )
    throw new ValidationError(UNCHANGEABLE);
  if (code !== undefined && catalogueKey(String(code)) !== catalogueKey(before.code))
    throw new ValidationError(UNCHANGEABLE);
};
