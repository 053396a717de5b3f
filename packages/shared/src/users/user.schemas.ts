import { z } from 'zod';
import { userTypeSchema } from '../common/roles';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, fieldTexts, requiredText } from '../common/fields';
import { userTexts } from './user.texts';

/** The user object the server returns after sign-in and stores in the browser (spec 1 section 3). */
export const userDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  user_type: userTypeSchema,
  userType: userTypeSchema,
  companyName: z.string().nullable(),
  profile_image: z.string().nullable(),
  created_at: z.string(),
  /**
   * Issue 21: whether the user confirmed the address through the verification link. The server always
   * sends it; a session stored before it existed lacks it, and belongs to an account from before
   * verification, all of which count as confirmed: the browser reads a missing value as true.
   */
  email_verified: z.boolean().optional(),
  /**
   * Issue 22: whether the user had signed in before this session ("Welcome back" or "Welcome"). Missing in
   * a session stored before it existed, whose owner had signed in before: the browser reads it as true.
   */
  returning: z.boolean().optional(),
  /**
   * Issue 22: the currency the user chose to see prices in, null until they choose (docs/decisions/0039).
   * Optional for the same reason as email_verified: a session stored before it existed lacks it.
   */
  display_currency: z.string().nullable().optional(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

export const userResponseSchema = z.object({ user: userDtoSchema });

export const NAME_MAX_LENGTH = 100;
export const updateProfileSchema = z.object({
  name: requiredText(userTexts.nameEmpty, NAME_MAX_LENGTH),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** Server body for a password change; the confirmation is checked by the form before sending. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: userTexts.passwordFieldsRequired }).min(1, userTexts.passwordFieldsRequired),
  newPassword: z
    .string({ error: userTexts.passwordFieldsRequired })
    .min(1, userTexts.passwordFieldsRequired)
    .min(PASSWORD_MIN_LENGTH, userTexts.newPasswordTooShort)
    .max(PASSWORD_MAX_LENGTH, fieldTexts.passwordTooLong),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password form (spec 1 section 5): adds the confirmation and its rule. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmNewPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.currentPassword || !v.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: userTexts.passwordFieldsRequired });
      return;
    }
    if (v.newPassword !== v.confirmNewPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: userTexts.newPasswordsMismatch });
      return;
    }
    if (v.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: userTexts.newPasswordTooShort });
    }
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;
