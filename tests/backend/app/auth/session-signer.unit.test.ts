import Keygrip from 'keygrip';
import { describe, expect, it } from 'vitest';
import { rememberingSigner } from '../../../../backend/app/auth/session.ts';

describe('the session cookie signer', () => {
  const data = Buffer.from(JSON.stringify({ passport: { user: { id: 'u', v: 0 } } })).toString(
    'base64',
  );

  it('when it signs, then the signature is the one keygrip makes, so cookies issued before stay valid', () => {
    const signer = rememberingSigner('s3cret');
    const keygrip = new Keygrip(['s3cret']);

    expect(signer.sign(data)).toBe(keygrip.sign(data));
    expect(signer.index(data, keygrip.sign(data))).toBe(0);
  });

  it('when a cookie was checked once, then a forged signature for the same value is still refused', () => {
    const signer = rememberingSigner('s3cret');
    const good = signer.sign(data);
    expect(signer.verify(data, good)).toBe(true);

    const forged = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;

    expect(signer.index(data, forged)).toBe(-1);
    expect(signer.verify(data, 'short')).toBe(false);
    expect(signer.verify(data, good)).toBe(true);
  });

  it('when the value was signed with another key, then it is refused', () => {
    const signer = rememberingSigner('s3cret');

    expect(signer.index(data, new Keygrip(['other']).sign(data))).toBe(-1);
  });
});
