import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissNotice, getNotices } from '../../frontend/src/components/ui/notices';
import { getUser } from '../../frontend/src/features/auth/api/get-user';
import {
  api,
  getErrorDetail,
  isUnauthorizedError,
  nextLink,
} from '../../frontend/src/lib/api-client';
import { setLocationHref } from '../../frontend/src/lib/browser';
import { fakeFetch, json } from './test-utils';

vi.mock('../../frontend/src/lib/browser', () => ({
  assignLocation: vi.fn(),
  setLocationHref: vi.fn(),
}));

const openNotices = () => getNotices().filter((notice) => notice.open);

describe('api client', () => {
  beforeEach(() => dismissNotice());

  it('sends JSON bodies with session cookies and parses JSON answers', async () => {
    const { calls } = fakeFetch({ 'POST /api/things': () => json({ id: 7 }, 201) });
    await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ id: 7 });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'x' }, credentials: 'include' });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('passes form data through without a JSON content type', async () => {
    const { calls } = fakeFetch({ 'POST /api/upload': () => new Response(null, { status: 204 }) });
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'house.png');
    await expect(api.post('/api/upload', form)).resolves.toBeUndefined();
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
  });

  it("turns a non-OK answer into '<status>: <response text>'", async () => {
    fakeFetch({ 'GET /api/renders': () => json({ message: 'No renders remaining' }, 403) });
    const error = await api.get('/api/renders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('403: {"message":"No renders remaining"}');
    expect(getErrorDetail(error)).toBe('No renders remaining');
  });

  it('uses the status text when the response text is empty', async () => {
    fakeFetch({
      'GET /api/x': () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(api.get('/api/x')).rejects.toThrow(/^502: Bad Gateway$/);
  });

  it("on '401: ...Unauthorized' shows the logged-out notice and goes to /api/login after 500 ms", async () => {
    vi.useFakeTimers();
    fakeFetch({ 'GET /api/renders': () => json({ message: 'Unauthorized' }, 401) });
    const error = await api.get('/api/renders').catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(openNotices()).toHaveLength(1);
    expect(openNotices()[0]).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(499);
    expect(setLocationHref).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(setLocationHref).toHaveBeenCalledExactlyOnceWith('/api/login');
  });

  it('redirects once when several calls are refused together', async () => {
    vi.useFakeTimers();
    fakeFetch({ 'GET /api/renders': () => json({ message: 'Unauthorized' }, 401) });
    await Promise.allSettled([api.get('/api/renders'), api.get('/api/renders')]);
    vi.advanceTimersByTime(500);
    expect(setLocationHref).toHaveBeenCalledTimes(1);
  });

  it('a 401 without "Unauthorized" is an ordinary error', async () => {
    vi.useFakeTimers();
    fakeFetch({ 'GET /api/x': () => json({ message: 'Session expired' }, 401) });
    await expect(api.get('/api/x')).rejects.toThrow('401: {"message":"Session expired"}');
    vi.advanceTimersByTime(1000);
    expect(openNotices()).toHaveLength(0);
    expect(setLocationHref).not.toHaveBeenCalled();
  });

  it('the current-user call treats 401 as signed out: null, no notice, no redirect', async () => {
    vi.useFakeTimers();
    const { calls } = fakeFetch({
      'GET /api/auth/user': () => json({ message: 'Unauthorized' }, 401),
    });
    await expect(getUser()).resolves.toBeNull();
    vi.advanceTimersByTime(1000);
    expect(calls[0]?.credentials).toBe('include');
    expect(openNotices()).toHaveLength(0);
    expect(setLocationHref).not.toHaveBeenCalled();
  });

  it('the current-user call still fails on other errors', async () => {
    fakeFetch({ 'GET /api/auth/user': () => json({ message: 'down' }, 500) });
    await expect(getUser()).rejects.toThrow('500: {"message":"down"}');
  });
});

describe('nextLink', () => {
  it('finds the rel="next" URL of a Link header, and nothing when there is none', () => {
    expect(nextLink('</api/renders?limit=24&before=abc>; rel="next"')).toBe(
      '/api/renders?limit=24&before=abc',
    );
    expect(nextLink('</a>; rel="prev", </b>; rel="next"')).toBe('/b');
    expect(nextLink('</a>; rel="prev"')).toBeUndefined();
    expect(nextLink(null)).toBeUndefined();
  });
});
