import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { UserType } from '@mt/shared';

export interface TokenClaims {
  userId: number;
  userType: UserType;
  /** The user's token_version when signed: a raised version on the row ends this token (plugins/auth). */
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** null when the token is malformed, tampered with or expired (at `now`, default the clock). */
  verify(token: string, now?: number): Promise<TokenClaims | null>;
}

const ISSUER = 'mystery-trips';
/**
 * Tokens whose signature was checked, kept until they expire: a signed-in page sends the same token with
 * every call, and checking an HMAC through WebCrypto cost more than the rest of a dashboard request
 * (issue 23). A token's signature and claims never change, so a copy is as good as a fresh check; whether
 * the session still stands is the auth plugin's check against the user row, on every request.
 */
const VERIFIED_KEPT = 10_000;

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const raw = new TextEncoder().encode(secret);
  // Imported once: jose imports a raw secret again on every call.
  let imported: ReturnType<typeof crypto.subtle.importKey> | null = null;
  const key = () => (imported ??= crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return {
    sign: async ({ userId, userType, tokenVersion }) =>
      new SignJWT({ role: userType, ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(await key()),
    async verify(token, now = Date.now()) {
      const hit = verified.get(token);
      if (hit && now < hit.expiresAtMs) return hit.claims;
      if (hit) verified.delete(token);
      const checked = await verifySignature(token, now);
      if (!checked) return null;
      if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
      verified.set(token, checked);
      return checked.claims;
    },
  };

  async function verifySignature(token: string, now: number): Promise<{ claims: TokenClaims; expiresAtMs: number } | null> {
    try {
      const { payload } = await jwtVerify(token, await key(), { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(now) });
      const userId = Number(payload.sub);
      const role = payload.role;
      // A token signed before versions existed has none: it counts as version 0, the column's default.
      const version = payload.ver ?? 0;
      if (!Number.isSafeInteger(userId) || (role !== 'traveller' && role !== 'partner' && role !== 'admin')) return null;
      if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
      // Every token this service signs expires; one without `exp` is not kept.
      const expiresAtMs = typeof payload.exp === 'number' ? payload.exp * 1000 : now;
      return { claims: { userId, userType: role, tokenVersion: version }, expiresAtMs };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
