import { describe, expect, jest, test } from '@jest/globals';
import { SignJWT, decodeJwt } from 'jose';
import { createTokenService, TokenError } from '../tokens';
import type { AuthUser } from '../session-user';

const SECRET = 'unit-test-secret-0123456789-0123456789';
const service = createTokenService(SECRET, { accessTokenMinutes: 15, refreshTokenDays: 7 });
const user: AuthUser = {
  id: 42,
  username: 'ayse',
  is_staff: false,
  is_superuser: false,
  is_mentor: true,
  mentor_id: 3,
  is_sirket_sahibi: true,
  sirket_id: 7,
  rol: 'sahip',
  token_version: 3,
};
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('token service', () => {
  test('the access token carries the session-user claims with numeric exp and iat', async () => {
    const { access, refresh } = await service.issuePair(user);
    const claims = decodeJwt(access);
    expect(claims).toEqual({
      token_type: 'access',
      user_id: 42,
      is_mentor: true,
      is_sirket_sahibi: true,
      is_staff: false,
      rol: 'sahip',
      sirket_id: 7,
      sid: expect.any(String),
      ver: 3,
      jti: expect.any(String),
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    const r = decodeJwt(refresh);
    expect(r).toEqual({ token_type: 'refresh', user_id: 42, sid: claims.sid, ver: 3, jti: expect.any(String), iat: expect.any(Number), exp: expect.any(Number) });
    expect(r.exp! - r.iat!).toBe(7 * 86400);
    expect(r.jti).not.toBe(claims.jti);
    await expect(service.verifyAccess(access)).resolves.toMatchObject({ user_id: 42 });
    await expect(service.verifyRefresh(refresh)).resolves.toMatchObject({ user_id: 42 });
  });

  test('a refresh token is not an access token and vice versa', async () => {
    const { access, refresh } = await service.issuePair(user);
    await expect(service.verifyAccess(refresh)).rejects.toBeInstanceOf(TokenError);
    await expect(service.verifyRefresh(access)).rejects.toBeInstanceOf(TokenError);
  });

  test('alg none, another algorithm, another key, tampering and expiry are refused', async () => {
    const { access } = await service.issuePair(user);
    const [header, payload, signature] = access.split('.');
    const claims = decodeJwt(access);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const key = new TextEncoder().encode(SECRET);
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key);
    const otherKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-of-some-length-000'));
    const tampered = `${header}.${b64({ ...claims, is_staff: true })}.${signature}`;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 3600, exp: now - 60 }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    for (const bad of [none, hs512, otherKey, tampered, expired, '', 'abc', 'a.b.c', `${access}x`]) {
      await expect(service.verifyAccess(bad)).rejects.toBeInstanceOf(TokenError);
    }
  });

  test('claims of the wrong type are refused', async () => {
    const key = new TextEncoder().encode(SECRET);
    const now = Math.floor(Date.now() / 1000);
    const base = { token_type: 'access', jti: 'x', iat: now, exp: now + 60, is_mentor: false, is_sirket_sahibi: false, is_staff: false, rol: null, sirket_id: null };
    for (const claims of [{ ...base, user_id: '1' }, { ...base, user_id: 0 }, { ...base, user_id: 1, is_staff: 'yes' }, { ...base, user_id: 1, rol: 'admin' }]) {
      const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
      await expect(service.verifyAccess(token)).rejects.toBeInstanceOf(TokenError);
    }
  });

  test('a refresh keeps the session id; a new login gets another; tokens without sid or ver are refused', async () => {
    const first = decodeJwt((await service.issuePair(user)).access);
    const next = await service.issuePair(user, first.sid as string);
    expect(decodeJwt(next.access).sid).toBe(first.sid);
    expect(decodeJwt(next.refresh).sid).toBe(first.sid);
    expect(decodeJwt((await service.issuePair(user)).access).sid).not.toBe(first.sid);
    const now = Math.floor(Date.now() / 1000);
    const key = new TextEncoder().encode(SECRET);
    const base = { token_type: 'refresh', jti: 'x', iat: now, exp: now + 60, user_id: 1 };
    for (const claims of [base, { ...base, sid: 'abc' }, { ...base, ver: 0 }, { ...base, sid: 'abc', ver: -1 }]) {
      const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
      await expect(service.verifyRefresh(token)).rejects.toBeInstanceOf(TokenError);
    }
    const ok = await new SignJWT({ ...base, sid: 'abc', ver: 0 }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    await expect(service.verifyRefresh(ok)).resolves.toMatchObject({ sid: 'abc', ver: 0 });
  });

  test('an access token verified before (kept by the process) is refused once it expires', async () => {
    const { access } = await service.issuePair(user);
    const first = await service.verifyAccess(access);
    await expect(service.verifyAccess(access)).resolves.toBe(first); // the second use: no new check
    expect(Object.isFrozen(first)).toBe(true);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(first.exp * 1000); // exp <= now: expired
    try {
      await expect(service.verifyAccess(access)).rejects.toBeInstanceOf(TokenError);
    } finally {
      clock.mockRestore();
    }
    // Gone from the cache: verified afresh (and accepted again: its real clock has not moved).
    await expect(service.verifyAccess(access)).resolves.toMatchObject({ user_id: 42 });
  });
});
