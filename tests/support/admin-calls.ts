import request from 'supertest';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { signInCookie, type TestApp } from './test-app.ts';

/** Every admin endpoint, with a body where it takes one. */
export const ADMIN_CALLS: [
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  body?: object,
][] = [
  ['get', '/api/admin/paint-schemes'],
  ['get', '/api/admin/paint-schemes/classic-repose-gray'],
  ['post', '/api/admin/paint-schemes', { name: 'x' }],
  ['put', '/api/admin/paint-schemes/classic-repose-gray', { name: 'x' }],
  ['delete', '/api/admin/paint-schemes/classic-repose-gray'],
  ['get', '/api/admin/paint-colors'],
  ['get', '/api/admin/paint-colors/Sherwin-Williams%7CSW%207015'],
  ['post', '/api/admin/paint-colors', { manufacturer: 'Behr', code: 'PPU-18', hex: '#AABBCC' }],
  ['put', '/api/admin/paint-colors/Sherwin-Williams%7CSW%207015', { name: 'x', hex: '#AABBCC' }],
  ['delete', '/api/admin/paint-colors/Sherwin-Williams%7CSW%207015'],
  ['get', '/api/admin/users'],
  ['get', '/api/admin/users/00000000-0000-0000-0000-000000000000'],
  [
    'post',
    '/api/admin/users/00000000-0000-0000-0000-000000000000/grant-renders',
    { count: 2, reason: 'x' },
  ],
  [
    'put',
    '/api/admin/users/00000000-0000-0000-0000-000000000000/beta-tester',
    { betaTester: true, reason: 'x' },
  ],
  ['get', '/api/admin/users/00000000-0000-0000-0000-000000000000/statement'],
  ['get', '/api/admin/renders'],
  ['get', '/api/admin/hoa-documents'],
  ['get', '/api/admin/hoa-documents/00000000-0000-4000-8000-000000000000'],
  ['get', '/api/admin/hoa-documents/00000000-0000-4000-8000-000000000000/file'],
  ['get', '/api/admin/hoa-documents/00000000-0000-4000-8000-000000000000/colors'],
  ['get', '/api/admin/events'],
  ['get', '/api/admin/prompts'],
  ['put', '/api/admin/prompts/paintGeneration', { prompt: 'Paint it.' }],
  ['post', '/api/admin/prompts/paintGeneration/test'],
  ['get', '/api/admin/prompts/paintGeneration/revisions'],
  ['post', '/api/admin/prompts/paintGeneration/restore', { revision: 0 }],
  ['get', '/api/admin/rebuild-report'],
  ['get', '/api/admin/no-such-thing'],
];

/**
 * ra-data-simple-rest itself, over real HTTP to the test app as `email` signed in, as the admin
 * console's browser uses it; every Content-Range it receives is pushed to `contentRanges`.
 */
export const adminDataProvider = async (
  t: TestApp,
  email: string,
  contentRanges: string[] = [],
): Promise<DataProvider> => {
  const cookie = await signInCookie(request.agent(t.server), email);
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    headers.set('Cookie', cookie);
    const response = await fetchUtils.fetchJson(url, { ...options, headers });
    const range = response.headers.get('content-range');
    if (range) contentRanges.push(range);
    return response;
  };
  return simpleRestProvider(`${t.baseUrl}/api/admin`, httpClient);
};

/** How many events the store holds: a refused request must leave it unchanged. */
export const countEvents = async (t: TestApp): Promise<number> =>
  Number((await t.services.db('events').count<{ n: string }[]>({ n: '*' }))[0]?.n);
