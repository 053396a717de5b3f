import type { ChangePasswordInput, UserDto } from '@mt/shared';
import { userTexts } from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { toUserDto, type UserRow } from './user.mapper';
import {
  findAdminUsers,
  findCompanyName,
  findEmailVerifiedAt,
  findSessionUser,
  findUserByEmail,
  findUserById,
  insertUser,
  recordUserSignIn,
  bumpTokenVersion,
  markUserEmailVerified,
  updateUserName,
  updateUserPasswordHash,
  type NewUser,
} from './users.repository';

// The users module's face for the others (auth, partners, stories, the auth plugin, create-admin).

/** The account of an e-mail address, any case, with its password hash (sign-in, create-admin). */
export const findAccountByEmail = (db: DbOrTx, email: string) => findUserByEmail(db, email);
/** The account row; a taken e-mail surfaces as the unique violation of users_email_lower_idx. */
export const insertAccount = (db: DbOrTx, user: NewUser) => insertUser(db, user);
/** The account after a successful sign-in (its sign-in times moved on); null when it was removed meanwhile. */
export const recordSignIn = (db: DbOrTx, id: number) => recordUserSignIn(db, id);
export const findAccount = (db: DbOrTx, id: number) => findUserById(db, id);
/** Who a token belongs to now: a deleted user or a changed role ends the session (plugins/auth). */
export const findSignedInUser = (db: Db, id: number) => findSessionUser(db, id);
/** Every admin account: the team that trip messages and a traveller's answers to a proposal are e-mailed to. */
export const findAdminAccounts = (db: DbOrTx) => findAdminUsers(db);
/** A partner's contact name is the account's name: partners change both in one transaction. */
export const renameAccount = (db: DbOrTx, id: number, name: string) => updateUserName(db, id, name);

/** Issue 21: paying and a partner's first listing need a confirmed address. */
export const isEmailVerified = async (db: DbOrTx, id: number) => Boolean(await findEmailVerifiedAt(db, id));
/** 403 with the caller's message until the user confirmed the address. */
export async function assertEmailVerified(db: DbOrTx, id: number, message: string): Promise<void> {
  if (!(await isEmailVerified(db, id))) throw forbidden(message);
}
/** The verification link was used: the address is the user's (kept at its first confirmation). */
export const markEmailVerified = (db: DbOrTx, id: number, at: Date) => markUserEmailVerified(db, id, at);

/** The API's user object, with the company name for partners. */
export async function userDtoOf(db: DbOrTx, user: UserRow): Promise<UserDto> {
  return toUserDto(user, user.userType === 'partner' ? await findCompanyName(db, user.id) : null);
}

export async function getUserDto(db: Db, userId: number): Promise<UserDto> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(userTexts.userNotFound);
  return userDtoOf(db, user);
}

export async function updateProfile(db: Db, userId: number, name: string): Promise<UserDto> {
  const user = await updateUserName(db, userId, name);
  if (!user) throw notFound(userTexts.userNotFound);
  return userDtoOf(db, user);
}

/** Raises the user's token version: every token signed before stops working (logout, "log out everywhere"). */
export async function endAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await bumpTokenVersion(db, userId);
}

/** Sets a new password and ends every session signed before it; answers the new token version. */
export const setAccountPassword = async (db: DbOrTx, userId: number, passwordHash: string) =>
  (await updateUserPasswordHash(db, userId, passwordHash))?.tokenVersion ?? null;

/**
 * Changes the password and ends every session (token version raised); answers the account as it now
 * is, so the route can sign a fresh token for the client that asked.
 */
export async function changePassword(db: Db, userId: number, input: ChangePasswordInput) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(userTexts.userNotFound);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(userTexts.currentPasswordWrong, { currentPassword: [userTexts.currentPasswordWrong] });
  }
  assertPasswordAllowed(input.newPassword, user, 'newPassword');
  const tokenVersion = await setAccountPassword(db, userId, await hashPassword(input.newPassword));
  if (tokenVersion === null) throw notFound(userTexts.userNotFound);
  return { id: user.id, userType: user.userType, tokenVersion };
}
