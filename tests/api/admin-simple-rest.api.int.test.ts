import request from 'supertest';
import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDataProvider } from '../support/admin-calls.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

type Scheme = {
  id: string;
  name: string;
  schemeCode: string;
  category: string;
  manufacturer: string;
};

const newScheme = {
  name: 'Harbor Evening',
  schemeCode: 'ADM-001',
  category: 'Coastal Colors',
  manufacturer: 'Sherwin-Williams',
  bodyColor: '#aabbcc',
  bodyColorCode: 'SW 7015',
  bodyColorName: 'Repose Gray',
  trimColor: '#FFFFFF',
  trimColorCode: 'SW 7005',
  trimColorName: 'Pure White',
  accentColor: '#123456',
  accentColorCode: 'SW 6244',
  accentColorName: 'Naval',
};

/** ra-data-simple-rest itself, over real HTTP, as the admin console's browser would use it. */
describe('admin paint schemes through ra-data-simple-rest', () => {
  let t: TestApp;
  let provider: DataProvider;
  const contentRanges: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    provider = await adminDataProvider(t, 'admin@example.com', contentRanges);
    const admin = request.agent(t.server);
    await signIn(admin, 'admin@example.com');
    expect((await admin.post('/api/init-paint-schemes')).body).toEqual({ count: 48 });
  });
  afterAll(async () => t.stop());

  it('when the schemes are paged 10 at a time, then each page has its Content-Range and the total is 48', async () => {
    const page1 = await provider.getList<Scheme>('paint-schemes', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    const page5 = await provider.getList<Scheme>('paint-schemes', {
      pagination: { page: 5, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });

    expect(page1.total).toBe(48);
    expect(page1.data).toHaveLength(10);
    expect(page5.data).toHaveLength(8);
    expect(contentRanges.slice(-2)).toEqual(['paint-schemes 0-9/48', 'paint-schemes 40-47/48']);
    const names = [...page1.data, ...page5.data].map((s) => s.name);
    expect(page1.data.map((s) => s.name)).toEqual(
      [...page1.data.map((s) => s.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(new Set(names).size).toBe(18);
  });

  it('when sorted descending by name, then the first is the last of the ascending order', async () => {
    const args = { pagination: { page: 1, perPage: 100 }, filter: {} };
    const asc = await provider.getList<Scheme>('paint-schemes', {
      ...args,
      sort: { field: 'name', order: 'ASC' },
    });
    const desc = await provider.getList<Scheme>('paint-schemes', {
      ...args,
      sort: { field: 'name', order: 'DESC' },
    });

    expect(desc.data.map((s) => s.id)).toEqual(asc.data.map((s) => s.id).reverse());
  });

  it('when filtered by category and manufacturer and searched, then only matching schemes come back', async () => {
    const coastal = await provider.getList<Scheme>('paint-schemes', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: { category: 'Coastal Colors' },
    });
    const one = coastal.data[0]!;
    const searched = await provider.getList<Scheme>('paint-schemes', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: one.name.slice(0, 6).toLowerCase(), manufacturer: one.manufacturer },
    });

    expect(coastal.total).toBeGreaterThan(0);
    expect(coastal.total).toBeLessThan(48);
    expect(coastal.data.every((s) => s.category === 'Coastal Colors')).toBe(true);
    expect(searched.data.map((s) => s.id)).toContain(one.id);
    expect(searched.data.every((s) => s.manufacturer === one.manufacturer)).toBe(true);
  });

  it('when one, many and a reference are fetched, then they are the records asked for', async () => {
    const { data } = await provider.getList<Scheme>('paint-schemes', {
      pagination: { page: 1, perPage: 3 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const ids = data.map((s) => s.id);

    expect((await provider.getOne<Scheme>('paint-schemes', { id: ids[0]! })).data.id).toBe(ids[0]);
    const many = await provider.getMany<Scheme>('paint-schemes', { ids });
    expect(many.data.map((s) => s.id).sort()).toEqual([...ids].sort());
    const byManufacturer = await provider.getManyReference<Scheme>('paint-schemes', {
      target: 'manufacturer',
      id: data[0]!.manufacturer,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(byManufacturer.total).toBeGreaterThan(0);
    expect(byManufacturer.data.every((s) => s.manufacturer === data[0]!.manufacturer)).toBe(true);
  });

  it("when a scheme is created, updated and deleted, then each is an event with the admin's id and the list follows", async () => {
    const created = await provider.create<Scheme>('paint-schemes', { data: newScheme });
    const id = created.data.id;
    expect(created.data).toMatchObject({ ...newScheme, bodyColor: '#AABBCC' });

    const updated = await provider.update<Scheme>('paint-schemes', {
      id,
      data: { ...created.data, name: 'Harbor Night' },
      previousData: created.data,
    });
    expect(updated.data.name).toBe('Harbor Night');
    const listed = await provider.getList<Scheme>('paint-schemes', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'Harbor Night' },
    });
    expect(listed.data.map((s) => s.id)).toEqual([id]);
    expect(listed.total).toBe(1);

    const deleted = await provider.delete<Scheme>('paint-schemes', { id });
    expect(deleted.data.id).toBe(id);
    await expect(provider.getOne('paint-schemes', { id })).rejects.toMatchObject({ status: 404 });
    const total = await provider.getList('paint-schemes', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(total.total).toBe(48);

    const admin = await t.services
      .db('users')
      .where({ email: 'admin@example.com' })
      .first<{ id: string }>();
    const events = await t.services
      .db('events')
      .whereIn('type', ['PaintSchemeAdded', 'PaintSchemeChanged', 'PaintSchemeRemoved'])
      .orderBy('global_position')
      .select<{ type: string; data: { adminId: string }; metadata: { userId: string } }[]>();
    expect(events.map((e) => e.type)).toEqual([
      'PaintSchemeAdded',
      'PaintSchemeChanged',
      'PaintSchemeRemoved',
    ]);
    expect(
      events.every((e) => e.data.adminId === admin!.id && e.metadata.userId === admin!.id),
    ).toBe(true);
  });

  it('when a scheme breaks a §5 rule, then the create is refused with the spec message and nothing is written', async () => {
    const before = await t.services.db('events').count<{ n: string }[]>({ n: '*' });

    await expect(
      provider.create('paint-schemes', { data: { ...newScheme, bodyColor: '#12345' } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { message: 'Color must be in #RRGGBB hex format' },
    });
    await expect(
      provider.create('paint-schemes', { data: { ...newScheme, trimColorCode: 'nope!' } }),
    ).rejects.toMatchObject({ body: { message: 'Invalid manufacturer color code format' } });
    await expect(
      provider.create('paint-schemes', { data: { ...newScheme, name: ' ' } }),
    ).rejects.toMatchObject({ body: { message: 'Scheme name required' } });

    expect(await t.services.db('events').count<{ n: string }[]>({ n: '*' })).toEqual(before);
  });

  it('when the sort field or the range is not valid, then it is a 400 with a clear message', async () => {
    const admin = request.agent(t.server);
    await signIn(admin, 'admin@example.com');

    const badSort = await admin.get('/api/admin/paint-schemes?sort=["password","ASC"]');
    const badRange = await admin.get('/api/admin/paint-schemes?range=[5,2]');

    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toBe('Cannot sort paint-schemes by password');
    expect(badRange.status).toBe(400);
    expect(badRange.body.message).toMatch(/range/);
  });
});
