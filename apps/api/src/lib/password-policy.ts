import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordPolicyTexts, personalPasswordIssue, type PasswordOwner } from '@mt/shared';
import { badRequest } from './errors';

/**
 * The common passwords refused everywhere a password is chosen: zxcvbn-ts's list of ~49,000 passwords
 * seen most often in breaches (MIT; ~18,000 of them are 8 characters or longer, so reach this check).
 * Server-only: the web bundle never carries it. Built once, on first use.
 */
let common: Set<string> | null = null;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}

/**
 * The one server check of a new password, for registration (traveller and partner), password change
 * and reset: not a common password, not the owner's e-mail or name. The length rules were checked by
 * the shared body schema already. Throws 400 in the validation shape, under the form's field name.
 */
export function assertPasswordAllowed(password: string, owner: PasswordOwner, field = 'password'): void {
  const issue = isCommonPassword(password) ? passwordPolicyTexts.common : personalPasswordIssue(password, owner);
  if (issue) throw badRequest(issue, { [field]: [issue] });
}
