import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURATED_COLOURS, parseColourList } from '../../backend/engines/colour/index.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

type Scheme = Record<string, string | boolean | null> & {
  id: string;
  category: string;
  isHoaApproved: boolean;
};

describe('paint schemes', () => {
  let t: TestApp;
  let admin: request.Agent;

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    admin = request.agent(t.server);
    await signIn(admin, 'admin@example.com');
  });
  afterAll(async () => t.stop());

  it('when an admin initialises the catalogue twice, then both answers are {count: 48} and there are 48 rows in 4 categories', async () => {
    const first = await admin.post('/api/init-paint-schemes');
    const second = await admin.post('/api/init-paint-schemes');

    expect(first.body).toEqual({ count: 48 });
    expect(second.body).toEqual({ count: 48 });
    expect(await t.services.db('paint_schemes').count({ n: '*' }).first()).toEqual({ n: 48 });
    const categories = await t.services.db('paint_schemes').distinct('category');
    expect(categories).toHaveLength(4);
    const initialised = (
      await t.services.db('events').where({ type: 'SchemeCatalogueInitialized' })
    ).length;
    expect(initialised).toBe(1);
  });

  it('when a user who is not an admin initialises, then it is 403; signed out, 401', async () => {
    const user = request.agent(t.server);
    await signIn(user, 'someone@example.com');

    expect((await user.post('/api/init-paint-schemes')).status).toBe(403);
    expect((await request(t.app).post('/api/init-paint-schemes')).status).toBe(401);
  });

  it('when schemes are listed, then hoaOnly=true gives only HOA-approved ones and false or no query gives all', async () => {
    const all = (await request(t.app).get('/api/paint-schemes')).body as Scheme[];
    const popular = (await request(t.app).get('/api/paint-schemes?hoaOnly=false')).body as Scheme[];
    const hoa = (await request(t.app).get('/api/paint-schemes?hoaOnly=true')).body as Scheme[];

    expect(all).toHaveLength(48);
    expect(popular).toEqual(all);
    expect(hoa.length).toBeGreaterThanOrEqual(12);
    expect(hoa.every((s) => s.isHoaApproved)).toBe(true);
    expect(all.some((s) => s.colorSelectionType === 'swap')).toBe(true);
    expect(all.some((s) => s.colorSelectionType === 'all')).toBe(true);
  });

  it('when hoaOnly is neither true nor false, then it is a 400', async () => {
    const res = await request(t.app).get('/api/paint-schemes?hoaOnly=maybe');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'hoaOnly must be true or false' });
  });

  it('when checked against the manufacturer catalogue table, then every scheme colour is there with the same hex and name', async () => {
    const schemes = (await request(t.app).get('/api/paint-schemes')).body as Scheme[];
    const table = await t.services.db('paint_colours').select('code', 'name', 'hex');
    const byCode = new Map(
      table.map((c: { code: string; name: string; hex: string }) => [c.code, c]),
    );

    for (const s of schemes) {
      for (const surface of ['body', 'trim', 'accent']) {
        const codes = parseColourList(String(s[`${surface}ColorCode`]));
        const hexes = parseColourList(String(s[`${surface}Color`]));
        const names = parseColourList(String(s[`${surface}ColorName`]));
        codes.forEach((code, i) => {
          expect(byCode.get(code), `${s.id} ${surface} ${code}`).toEqual({
            code,
            name: names[i],
            hex: hexes[i],
          });
        });
      }
    }
    expect(table.length).toBe(CURATED_COLOURS.length);
  });
});
