import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '../common/fields';
import { authTexts } from './auth.texts';
import { passwordResetTexts } from './password-reset.texts';

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The token is 32 random bytes in base64url (43 characters); anything else is refused as invalid. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: passwordResetTexts.tokenInvalid }).min(1, passwordResetTexts.tokenInvalid).max(256, passwordResetTexts.tokenInvalid),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The reset page's form: the new password twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authTexts.passwordsMismatch,
    when: () => true,
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
