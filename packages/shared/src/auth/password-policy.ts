/**
 * The password rules every new password meets (registration, partner registration, password change
 * and reset): the cheap ones here, shared by the forms and the API; the check against the list of
 * common passwords runs on the server only (apps/api/src/lib/password-policy.ts), so the web bundle
 * does not carry the list.
 */
export const passwordPolicyTexts = {
  common: 'This password is one of the most common and easy to guess. Please choose another.',
  isEmail: 'Your password must not be your email address.',
  isName: 'Your password must not be your name.',
  strengthLabel: 'Password strength',
  weak: 'Weak',
  fair: 'Fair',
  strong: 'Strong',
  tooShortWhy: 'Use at least 8 characters.',
  personalWhy: 'Do not use your name or email address.',
  repetitiveWhy: 'Avoid repeated characters and simple sequences.',
  fewKindsWhy: 'Make it longer, or mix letters, numbers and symbols.',
  strongWhy: 'Long and varied: hard to guess.',
} as const;

/** Who the password belongs to: it must not be any of these (case and surrounding spaces ignored). */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
  /** A partner's company name. */
  companyName?: string | null;
}

const same = (a: string, b: string | null | undefined) => !!b && b.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why the password is refused for being the owner's own e-mail or name, or null. */
export function personalPasswordIssue(password: string, owner: PasswordOwner): string | null {
  const localPart = owner.email?.split('@')[0];
  if (same(password, owner.email) || same(password, localPart)) return passwordPolicyTexts.isEmail;
  if (same(password, owner.name) || same(password, owner.companyName)) return passwordPolicyTexts.isName;
  return null;
}

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * A small heuristic for the hint under password fields (no dictionary: the server has the list).
 * Weak: too short, personal or repetitive; strong: long, or of 12+ characters mixing three kinds.
 */
export function estimatePasswordStrength(password: string, owner: PasswordOwner = {}): { level: PasswordStrength; why: string } {
  if (password.length < 8) return { level: 'weak', why: passwordPolicyTexts.tooShortWhy };
  if (personalPasswordIssue(password, owner)) return { level: 'weak', why: passwordPolicyTexts.personalWhy };
  const distinct = new Set(password.toLowerCase()).size;
  if (distinct <= 3 || /^(?:0123456789|1234567890|abcdefgh|qwerty)/i.test(password)) {
    return { level: 'weak', why: passwordPolicyTexts.repetitiveWhy };
  }
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length >= 16 || (password.length >= 12 && kinds >= 3)) return { level: 'strong', why: passwordPolicyTexts.strongWhy };
  return { level: 'fair', why: passwordPolicyTexts.fewKindsWhy };
}
