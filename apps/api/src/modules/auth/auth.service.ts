import type { AuthResponse, LoginWithProofInput, PartnerRegisterInput, RegisterInput, UserType } from '@mt/shared';
import { authTexts, type partnerRegisterSchema, type registerSchema } from '@mt/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, isUniqueViolation, unauthorized } from '../../lib/errors';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { TokenService } from '../../lib/tokens';
import { toUserDto } from '../users/user.mapper';
import { findAccountByEmail, insertAccount, recordSignIn, userDtoOf } from '../users/users.service';
import { insertPartner } from './auth.repository';
import type { LoginGuard } from './login-guard';
import { uniquePartnerSlug } from './unique-slug';

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  /** Failed sign-ins per account, pair and IP: 429 or a proof of work, never a lock-out (login-guard.ts). */
  loginGuard: LoginGuard;
}

/** A session token for the account as it is now: its role and its token version. */
export const session = async (tokens: TokenService, user: { id: number; userType: UserType; tokenVersion: number }) =>
  tokens.sign({ userId: user.id, userType: user.userType, tokenVersion: user.tokenVersion });

export async function login(deps: AuthDeps, input: LoginWithProofInput, ip: string): Promise<AuthResponse> {
  const attempt = { email: input.email, ip };
  await deps.loginGuard.admit({ ...attempt, proof: input.proof });
  const user = await findAccountByEmail(deps.db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await dummyPasswordHash(), input.password), false);
  if (!user || !ok) {
    await deps.loginGuard.failed(attempt);
    throw unauthorized(authTexts.invalidCredentials);
  }
  await deps.loginGuard.succeeded(attempt);
  const signedIn = (await recordSignIn(deps.db, user.id)) ?? user;
  return {
    message: authTexts.loginSuccess,
    user: await userDtoOf(deps.db, signedIn),
    token: await session(deps.tokens, signedIn),
  };
}

type RegisterData = z.output<typeof registerSchema>;
type PartnerRegisterData = z.output<typeof partnerRegisterSchema>;

export async function registerTraveller(deps: Pick<AuthDeps, 'db' | 'tokens'>, input: RegisterData): Promise<AuthResponse> {
  assertPasswordAllowed(input.password, input);
  const passwordHash = await hashPassword(input.password);
  const user = await insertOrConflict(() =>
    insertAccount(deps.db, {
      name: input.name,
      email: input.email,
      passwordHash,
      userType: 'traveller',
      profileImage: input.avatar_url,
      // Registering signs the account in: its first sign-in, with none before it ("Welcome", not "Welcome back").
      lastSignInAt: new Date(),
    }),
  );
  return {
    message: authTexts.registerSuccess,
    user: toUserDto(user),
    token: await session(deps.tokens, user),
  };
}

/** Creates the user and the partner profile together: both rows or neither. */
export async function registerPartner(deps: Pick<AuthDeps, 'db' | 'tokens'>, input: PartnerRegisterData): Promise<AuthResponse> {
  assertPasswordAllowed(input.password, input);
  const passwordHash = await hashPassword(input.password);
  const user = await insertOrConflict(() =>
    retryOnSlugRace(() => deps.db.transaction(async (tx) => {
      const created = await insertAccount(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        userType: 'partner',
        profileImage: input.logo_url,
        lastSignInAt: new Date(),
      });
      await insertPartner(tx, {
        userId: created.id,
        companyName: input.companyName,
        contactName: input.name,
        phoneNumber: input.phone,
        websiteUrl: input.website_url,
        logoUrl: input.logo_url,
        serviceType: input.serviceType,
        slug: await uniquePartnerSlug(tx, input.companyName),
      });
      return created;
    })),
  );
  return {
    message: authTexts.registerSuccess,
    user: toUserDto(user, input.companyName),
    token: await session(deps.tokens, user),
  };
}

/** Two partners registering the same company name at once may pick the same slug; the loser picks again. */
async function retryOnSlugRace<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts || !isUniqueViolation(err, 'partners_slug_idx')) throw err;
    }
  }
}

async function insertOrConflict<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_lower_idx')) throw conflict(authTexts.emailTaken);
    throw err;
  }
}

export type { RegisterInput, PartnerRegisterInput };
