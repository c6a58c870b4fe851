import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadUrls } from '../../ports/upload-urls.ts';

/** The route that receives the uploads these URLs point to (backend/app/http/upload-receiver.ts). */
export const UPLOAD_ROUTE = '/api/uploads';

export type UploadCheck = 'valid' | 'expired' | 'invalid';

/**
 * Upload URLs into local storage: `/api/uploads/<key>?expires=<unix s>&signature=<HMAC>`. The
 * HMAC (SHA-256) covers the method, the key and the expiry, so a URL opens exactly one key for a
 * short time and cannot be altered; the receiving route checks it with `check`.
 */
export class SignedUploadUrls implements UploadUrls {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    // A key of its own, derived from the app secret (not the session-signing key itself).
    this.key = createHmac('sha256', secret).update('curbhue upload urls').digest();
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.key).update(`PUT\n${key}\n${expires}`).digest('base64url');
  }

  create(key: string, { expiresInSeconds }: { expiresInSeconds: number }) {
    const expires = Math.floor(this.now().getTime() / 1000) + expiresInSeconds;
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.sign(key, expires),
    });
    return {
      uploadURL: `${UPLOAD_ROUTE}/${key}?${query.toString()}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  /** Whether a PUT to `key` with these query values may store it now. */
  check(key: string, expires: unknown, signature: unknown): UploadCheck {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires))
      return 'invalid';
    const expected = Buffer.from(this.sign(key, Number(expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 < this.now().getTime() ? 'expired' : 'valid';
  }
}
