import type { ChangePasswordInput, UserDto } from '@mt/shared';
import { userTexts } from '@mt/shared';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { toUserDto } from './user.mapper';
import { findCompanyName, findUserById, updateUserName, updateUserPasswordHash } from './users.repository';

export async function getUserDto(db: Db, userId: number): Promise<UserDto> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(userTexts.userNotFound);
  return toUserDto(user, user.userType === 'partner' ? await findCompanyName(db, user.id) : null);
}

export async function updateProfile(db: Db, userId: number, name: string): Promise<UserDto> {
  const user = await updateUserName(db, userId, name);
  if (!user) throw notFound(userTexts.userNotFound);
  return toUserDto(user, user.userType === 'partner' ? await findCompanyName(db, user.id) : null);
}

export async function changePassword(db: Db, userId: number, input: ChangePasswordInput): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(userTexts.userNotFound);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(userTexts.currentPasswordWrong, { currentPassword: [userTexts.currentPasswordWrong] });
  }
  await updateUserPasswordHash(db, userId, await hashPassword(input.newPassword));
}
