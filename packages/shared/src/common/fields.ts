import { z } from 'zod';

/** Field rules reused by several forms, so client and server quote one message. */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes anything, but a cap keeps a hostile 1 MB password from costing CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const fieldTexts = {
  emailInvalid: 'Please enter a valid email address.',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  urlInvalid: 'Please enter a valid URL (starting with http:// or https://).',
} as const;

export const emailSchema = z
  .string({ error: fieldTexts.emailRequired })
  .trim()
  .min(1, fieldTexts.emailRequired)
  .max(254, fieldTexts.emailInvalid)
  .pipe(z.email({ error: fieldTexts.emailInvalid }))
  .transform((e) => e.toLowerCase());

export const newPasswordSchema = z
  .string({ error: fieldTexts.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, fieldTexts.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, fieldTexts.passwordTooLong);

/** Optional http(s) URL: empty string and null both mean "none". */
export const optionalUrlSchema = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    z
      .string()
      .trim()
      .max(2048, fieldTexts.urlInvalid)
      .pipe(z.url({ protocol: /^https?$/, error: fieldTexts.urlInvalid })),
  ])
  .optional()
  .transform((v) => v ?? null);

/** Required non-blank text with a spec message. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters.`);
