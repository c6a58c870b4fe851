import request from 'supertest';
import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPaintColorDto } from '../../projections/paint-colours/index.ts';
import { adminDataProvider, countEvents } from '../support/admin-calls.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

type Colour = AdminPaintColorDto;

const harbor = {
  manufacturer: 'Sherwin-Williams',
  code: 'SW 9990',
  name: 'Harbor Haze',
  hex: '#5a7d8c',
};

/** The admin console's manufacturer colours, driven by ra-data-simple-rest over real HTTP. */
describe('admin manufacturer colours through ra-data-simple-rest', () => {
  let t: TestApp;
  let provider: DataProvider;
  let adminUserId: string;
  const contentRanges: string[] = [];

  const list = (filter: Record<string, unknown>, perPage = 100) =>
    provider.getList<Colour>('paint-colors', {
      pagination: { page: 1, perPage },
      sort: { field: 'code', order: 'ASC' },
      filter,
    });
  const colourEvents = () =>
    t.services
      .db('events')
      .whereIn('type', ['PaintColourAdded', 'PaintColourChanged', 'PaintColourRemoved'])
      .orderBy('global_position')
      .select<
        {
          type: string;
          stream_name: string;
          data: Record<string, unknown>;
          metadata: { userId: string };
        }[]
      >();

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    provider = await adminDataProvider(t, 'admin@example.com', contentRanges);
    const admin = request.agent(t.server);
    await signIn(admin, 'admin@example.com');
    adminUserId = (await admin.get('/api/auth/user')).body.id;
  });
  afterAll(async () => t.stop());

  it('when the colours are listed, searched and filtered by manufacturer, then the pages and Content-Range follow', async () => {
    const all = await list({}, 10);
    const bm = await list({ manufacturer: 'Benjamin Moore' });
    const searched = await list({ q: 'repose' });

    expect(all.total).toBe(267);
    expect(contentRanges[0]).toBe('paint-colors 0-9/267');
    expect(bm.total).toBe(84);
    expect(bm.data.every((c) => c.manufacturer === 'Benjamin Moore')).toBe(true);
    expect(searched.data.map((c) => c.id)).toContain('Sherwin-Williams|SW 7015');
    const reference = await provider.getManyReference<Colour>('paint-colors', {
      target: 'manufacturer',
      id: 'Sherwin-Williams',
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'code', order: 'DESC' },
      filter: { q: 'gray' },
    });
    expect(reference.data.every((c) => c.manufacturer === 'Sherwin-Williams')).toBe(true);
  });

  it("when an admin creates, edits and deletes a colour, then each is an event on the brand's stream with the admin's id, and the read model follows", async () => {
    const created = await provider.create<Colour>('paint-colors', { data: harbor });
    const id = created.data.id;
    expect(created.data).toEqual({
      ...harbor,
      id: 'Sherwin-Williams|SW 9990',
      hex: '#5A7D8C',
      category: 'Blues',
    });
    expect((await provider.getOne<Colour>('paint-colors', { id })).data.name).toBe('Harbor Haze');
    const many = await provider.getMany<Colour>('paint-colors', {
      ids: [id, 'Sherwin-Williams|SW 7015'],
    });
    expect(many.data.map((c) => c.id).sort()).toEqual([id, 'Sherwin-Williams|SW 7015'].sort());

    const updated = await provider.update<Colour>('paint-colors', {
      id,
      data: { ...created.data, name: 'Harbor Fog', hex: '#6B8E9C' },
      previousData: created.data,
    });
    expect(updated.data).toEqual({ ...created.data, name: 'Harbor Fog', hex: '#6B8E9C' });
    expect((await list({ q: 'harbor fog' })).data.map((c) => c.id)).toEqual([id]);

    const deleted = await provider.delete<Colour>('paint-colors', { id });
    expect(deleted.data.id).toBe(id);
    await expect(provider.getOne('paint-colors', { id })).rejects.toMatchObject({ status: 404 });
    expect((await list({}, 1)).total).toBe(267);

    const events = await colourEvents();
    expect(events.map((e) => [e.type, e.stream_name])).toEqual([
      ['PaintColourAdded', 'paintColour-sherwin-williams'],
      ['PaintColourChanged', 'paintColour-sherwin-williams'],
      ['PaintColourRemoved', 'paintColour-sherwin-williams'],
    ]);
    expect(
      events.every((e) => e.data.adminId === adminUserId && e.metadata.userId === adminUserId),
    ).toBe(true);
  });

  it("when a colour of a new manufacturer is created under another spelling of a known one, then it joins that manufacturer's stream", async () => {
    const behr = await provider.create<Colour>('paint-colors', {
      data: { manufacturer: 'Behr', code: 'PPU-18', name: 'Bistro White', hex: '#F0EAD6' },
    });
    const sw = await provider.create<Colour>('paint-colors', {
      data: { manufacturer: 'sherwin williams', code: 'SW9991', hex: '#112233' },
    });

    expect(behr.data.id).toBe('Behr|PPU-18');
    expect(sw.data).toEqual({
      id: 'Sherwin-Williams|SW 9991',
      manufacturer: 'Sherwin-Williams',
      code: 'SW 9991',
      name: '',
      hex: '#112233',
      category: 'Blues',
    });
    const streams = (await colourEvents()).slice(-2).map((e) => e.stream_name);
    expect(streams).toEqual(['paintColour-behr', 'paintColour-sherwin-williams']);
  });

  it('when a colour breaks a §5 rule, then it is a 400 with the spec message and nothing is written', async () => {
    const before = await countEvents(t);
    const refused = async (data: Record<string, unknown>) => {
      const error = await provider.create('paint-colors', { data }).catch((e: unknown) => e);
      return [
        (error as { status?: number }).status,
        (error as { body?: { message?: string } }).body?.message,
      ];
    };

    expect(await refused({ ...harbor, hex: '#12345' })).toEqual([
      400,
      'Color must be in #RRGGBB hex format',
    ]);
    expect(await refused({ ...harbor, hex: undefined })).toEqual([
      400,
      'Color must be in #RRGGBB hex format',
    ]);
    expect(await refused({ ...harbor, code: 'nope!' })).toEqual([
      400,
      'Invalid manufacturer color code format',
    ]);
    expect(await refused({ ...harbor, name: '   ' })).toEqual([400, 'Color name cannot be empty']);
    expect(await refused({ ...harbor, name: 'x'.repeat(101) })).toEqual([
      400,
      'Color name too long',
    ]);
    expect(await refused({ ...harbor, manufacturer: ' ' })).toEqual([400, 'Manufacturer required']);
    expect(await refused({ ...harbor, code: 'SW 7015' })).toEqual([
      409,
      'Paint colour Sherwin-Williams SW 7015 already exists',
    ]);

    const id = 'Sherwin-Williams|SW 7015';
    const edit = (data: Record<string, unknown>) =>
      provider
        .update('paint-colors', { id, data, previousData: { id } })
        .catch((e: { status: number; body: { message: string } }) => [e.status, e.body.message]);
    expect(await edit({ name: 'Repose Gray', hex: 'grey' })).toEqual([
      400,
      'Color must be in #RRGGBB hex format',
    ]);
    expect(await edit({ name: 'x'.repeat(101), hex: '#CCC9C0' })).toEqual([
      400,
      'Color name too long',
    ]);
    expect(await edit({ code: 'SW 7016', name: 'Repose Gray', hex: '#CCC9C0' })).toEqual([
      400,
      'Manufacturer and code cannot be changed: create the colour anew and delete this one',
    ]);
    expect(
      await provider
        .delete('paint-colors', { id: 'Sherwin-Williams|SW 0000' })
        .catch((e) => e.status),
    ).toBe(404);

    expect(await countEvents(t)).toBe(before);
    expect((await provider.getOne<Colour>('paint-colors', { id })).data.name).toBe('Repose Gray');
  });

  it('when a signed-in user who is not an admin creates, edits or deletes a colour, then it is 403 and nothing is written', async () => {
    const user = await adminDataProvider(t, 'someone@example.com');
    const before = await countEvents(t);
    const id = 'Sherwin-Williams|SW 7015';

    const statuses = await Promise.all([
      user.create('paint-colors', { data: harbor }).catch((e) => e.status),
      user
        .update('paint-colors', { id, data: { hex: '#000000' }, previousData: { id } })
        .catch((e) => e.status),
      user.delete('paint-colors', { id }).catch((e) => e.status),
    ]);

    expect(statuses).toEqual([403, 403, 403]);
    expect(await countEvents(t)).toBe(before);
    expect((await provider.getOne<Colour>('paint-colors', { id })).data.hex).toBe('#CCC9C0');
  });

  it('when the colours are filtered by category (colour family), alone or with a manufacturer, then only that family comes back, with its Content-Range', async () => {
    contentRanges.length = 0;
    const whites = await list({ category: 'Whites' }, 5);
    const bmBlues = await list({ category: 'Blues', manufacturer: 'Benjamin Moore' });
    const searched = await list({ category: 'Greys', q: 'repose' });

    // The 19 curated whites, and Behr's Bistro White added above.
    expect(whites.total).toBe(20);
    expect(contentRanges[0]).toBe('paint-colors 0-4/20');
    expect(whites.data.every((c) => c.category === 'Whites')).toBe(true);
    const allWhites = (await list({ category: 'Whites' })).data.map((c) => c.name);
    expect(allWhites).toEqual(
      expect.arrayContaining(['Pure White', 'Alabaster', 'Chantilly Lace']),
    );
    expect(allWhites).not.toContain('Tricorn Black');
    expect(bmBlues.total).toBe(11);
    expect(contentRanges[1]).toBe('paint-colors 0-10/11');
    expect(
      bmBlues.data.every((c) => c.category === 'Blues' && c.manufacturer === 'Benjamin Moore'),
    ).toBe(true);
    expect(bmBlues.data.map((c) => c.name)).toContain('Hale Navy');
    expect(searched.data.map((c) => c.id)).toEqual(['Sherwin-Williams|SW 7015']);
    const families = await Promise.all(
      ['Whites', 'Neutrals', 'Greys', 'Blacks', 'Browns', 'Reds'].map(
        async (category) => (await list({ category }, 1)).total,
      ),
    );
    expect(families).toEqual([20, 57, 74, 19, 21, 17]);

    const unknown = await list({ category: 'Pinks' }).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ status: 400 });
    expect((unknown as { body: { message: string } }).body.message).toBe(
      "Unknown colour category 'Pinks': one of Whites, Neutrals, Greys, Blacks, Browns, Reds, Oranges, Yellows, Greens, Blues, Purples",
    );
  });

  it('when the console asks for the colour families (its category filter), then the server lists them, for admins only', async () => {
    const families = await provider.getList<{ id: string; name: string }>('colour-families', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const stranger = request.agent(t.server);
    await signIn(stranger, 'homeowner@example.com');

    expect(families.data.map((f) => f.name)).toEqual(
      'Whites Neutrals Greys Blacks Browns Reds Oranges Yellows Greens Blues Purples'.split(' '),
    );
    expect(families.data.every((f) => f.id === f.name)).toBe(true);
    expect(families.total).toBe(11);
    expect((await stranger.get('/api/admin/colour-families')).status).toBe(403);
  });

  it("when an admin changes a colour's hex to another family, then its category follows", async () => {
    const id = 'Sherwin-Williams|SW 7005';
    const before = await provider.getOne<Colour>('paint-colors', { id });
    expect(before.data.category).toBe('Whites');

    await provider.update<Colour>('paint-colors', {
      id,
      data: { ...before.data, hex: '#2F3D4C' },
      previousData: before.data,
    });
    expect((await provider.getOne<Colour>('paint-colors', { id })).data.category).toBe('Blues');
    expect((await list({ category: 'Blues', q: 'Pure White' })).data.map((c) => c.id)).toEqual([
      id,
    ]);

    await provider.update<Colour>('paint-colors', {
      id,
      data: { ...before.data, hex: '#EDECE6' },
      previousData: before.data,
    });
    expect((await list({ category: 'Whites' }, 1)).total).toBe(20);
  });
});
