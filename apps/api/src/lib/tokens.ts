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
  /** null when the token is malformed, tampered with or expired. */
  verify(token: string): Promise<TokenClaims | null>;
}

const ISSUER = 'mystery-trips';

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, userType, tokenVersion }) =>
      new SignJWT({ role: userType, ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const role = payload.role;
        // A token signed before versions existed has none: it counts as version 0, the column's default.
        const version = payload.ver ?? 0;
        if (!Number.isSafeInteger(userId) || (role !== 'traveller' && role !== 'partner' && role !== 'admin')) return null;
        if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
        return { userId, userType: role, tokenVersion: version };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
  };
}
