import { z } from 'zod';
import { emailVerificationTexts } from './email-verification.texts';

/** How long a verification link works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

/** The link's token: 32 random bytes as base64url (43 characters). */
export const verifyEmailSchema = z.object({
  token: z
    .string({ error: emailVerificationTexts.linkInvalid })
    .trim()
    .min(1, emailVerificationTexts.linkMissing)
    .max(128, emailVerificationTexts.linkInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, emailVerificationTexts.linkInvalid),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** The account the link confirmed: the browser updates its stored user when it is the signed-in one. */
export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  user_id: z.number().int(),
  email_verified: z.literal(true),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** A new link was sent, or none was needed because the address is already confirmed. */
export const resendVerificationResponseSchema = z.object({
  message: z.string(),
  email_verified: z.boolean(),
});
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;
