import { displayCurrencyServerTexts, userTexts, type UserDto } from '@mt/shared';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { updateUserDisplayCurrency } from './users.repository';
import { userDtoOf } from './users.service';

/**
 * Keeps the currency the user sees prices in (issue 22, docs/decisions/0039). `supported` is what the
 * exchange-rate table can show now: the settings module owns the table and sits in this module's layer,
 * so app.ts hands it in.
 */
export async function setDisplayCurrency(db: Db, userId: number, currency: string, supported: readonly string[]): Promise<UserDto> {
  if (!supported.includes(currency)) throw badRequest(displayCurrencyServerTexts.unsupported(supported), { currency: [displayCurrencyServerTexts.unsupported(supported)] });
  const user = await updateUserDisplayCurrency(db, userId, currency);
  if (!user) throw notFound(userTexts.userNotFound);
  return userDtoOf(db, user);
}
