import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { UserType } from '@mt/shared';

export interface TokenClaims {
  userId: number;
  userType: UserType;
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
    sign: ({ userId, userType }) =>
      new SignJWT({ role: userType })
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
        if (!Number.isSafeInteger(userId) || (role !== 'traveller' && role !== 'partner' && role !== 'admin')) return null;
        return { userId, userType: role };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
  };
}
