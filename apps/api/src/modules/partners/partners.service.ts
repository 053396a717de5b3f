import type { PartnerDto, UserDto } from '@mt/shared';
import { partnerTexts, type updatePartnerSchema } from '@mt/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toUserDto } from '../users/user.mapper';
import { renameAccount } from '../users/users.service';
import { toPartnerDto } from './partner.mapper';
import { findPartnerByUserId, updatePartnerProfile } from './partners.repository';

/** The partner of a user account as stored, with its sign-in email and plan; 404 when the account has none. */
export async function getPartnerRow(db: Db, userId: number) {
  const row = await findPartnerByUserId(db, userId);
  if (!row) throw notFound(partnerTexts.partnerNotFound);
  return row;
}

export async function getOwnPartner(db: Db, userId: number): Promise<PartnerDto> {
  const row = await getPartnerRow(db, userId);
  return toPartnerDto(row.partner, row.email, row.plan);
}

/** The contact name is also the account's name, so both rows change together. */
export async function updateOwnPartner(
  db: Db,
  userId: number,
  input: z.output<typeof updatePartnerSchema>,
): Promise<{ partner: PartnerDto; user: UserDto }> {
  return db.transaction(async (tx) => {
    const partner = await updatePartnerProfile(tx, userId, {
      companyName: input.companyName,
      contactName: input.name,
      phoneNumber: input.phone_number,
      websiteUrl: input.website_url,
    });
    if (!partner) throw notFound(partnerTexts.partnerNotFound);
    const user = await renameAccount(tx, userId, input.name);
    const row = await findPartnerByUserId(tx, userId);
    if (!user || !row) throw notFound(partnerTexts.partnerNotFound);
    return { partner: toPartnerDto(row.partner, user.email, row.plan), user: toUserDto(user, partner.companyName) };
  });
}
