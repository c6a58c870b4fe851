import { describe, expect, it } from 'vitest';
import { SignedUploadUrls } from '../../../backend/adapters/storage-local/signed-upload-urls.ts';

const at = (iso: string) => () => new Date(iso);
const key = 'hoa-uploads/2a4d6c1e-0000-4000-8000-000000000001/8d1c3b2a-0000-4000-8000-000000000002';

const partsOf = (uploadURL: string) => {
  const url = new URL(uploadURL, 'http://x');
  return {
    path: url.pathname,
    expires: url.searchParams.get('expires') ?? undefined,
    signature: url.searchParams.get('signature') ?? undefined,
  };
};

describe('signed upload URLs', () => {
  const urls = new SignedUploadUrls('secret', at('2026-11-23T10:00:00Z'));

  it('when a URL is made, then it points at the upload route for that key and expires in time', () => {
    const { uploadURL, expiresAt } = urls.create(key, { expiresInSeconds: 900 });

    expect(partsOf(uploadURL).path).toBe(`/api/uploads/${key}`);
    expect(expiresAt.toISOString()).toBe('2026-11-23T10:15:00.000Z');
  });

  it('when the URL is used before it expires, then it is valid', () => {
    const { expires, signature } = partsOf(urls.create(key, { expiresInSeconds: 900 }).uploadURL);
    const later = new SignedUploadUrls('secret', at('2026-11-23T10:14:59Z'));

    expect(later.check(key, expires, signature)).toBe('valid');
  });

  it('when the URL is used after it expires, then it is expired', () => {
    const { expires, signature } = partsOf(urls.create(key, { expiresInSeconds: 900 }).uploadURL);
    const later = new SignedUploadUrls('secret', at('2026-11-23T10:15:01Z'));

    expect(later.check(key, expires, signature)).toBe('expired');
  });

  it('when the key, the expiry, the signature or the secret differ, then it is invalid', () => {
    const { expires, signature } = partsOf(urls.create(key, { expiresInSeconds: 900 }).uploadURL);

    expect(urls.check(`${key}x`, expires, signature)).toBe('invalid');
    expect(urls.check(key, String(Number(expires) + 3600), signature)).toBe('invalid');
    expect(urls.check(key, expires, `${signature}A`)).toBe('invalid');
    expect(urls.check(key, expires, undefined)).toBe('invalid');
    expect(urls.check(key, 'soon', signature)).toBe('invalid');
    expect(
      new SignedUploadUrls('other', at('2026-11-23T10:00:00Z')).check(key, expires, signature),
    ).toBe('invalid');
  });
});
