import { passwordPolicyTexts, personalPasswordIssue } from '@mt/shared';
import type { Db } from '../../db/client';
import { isCommonPassword } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { findUserByEmail, insertUser, updateUserPasswordHash } from './users.repository';

/**
 * Creates an admin. Run again for an existing admin it sets the new password (recovering a lost one);
 * a traveller or partner account is never silently turned into an admin.
 */
export async function createAdmin(db: Db, input: { email: string; password: string; name: string }) {
  // The same policy as every other password (issue 21): the admin's account is the one most worth guessing.
  const issue = isCommonPassword(input.password) ? passwordPolicyTexts.common : personalPasswordIssue(input.password, input);
  if (issue) throw new Error(issue);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const email = input.email.trim().toLowerCase();
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      if (existing.userType !== 'admin') {
        throw new Error(`${existing.email} already belongs to a ${existing.userType} account; choose another email.`);
      }
      await updateUserPasswordHash(tx, existing.id, passwordHash);
      return { created: false, email: existing.email };
    }
    // The operator who runs the command vouches for the address (issue 21).
    const user = await insertUser(tx, { name: input.name, email, passwordHash, userType: 'admin', emailVerifiedAt: new Date() });
    return { created: true, email: user.email };
  });
}
