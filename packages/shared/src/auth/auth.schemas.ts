import { z } from 'zod';
import { emailSchema, fieldTexts, newPasswordSchema, optionalUrlSchema, requiredText } from '../common/fields';
import { PARTNER_BUSINESS_TYPES } from '../partners/partner-business-types';
import { NAME_MAX_LENGTH, userDtoSchema } from '../users/user.schemas';
import { authTexts } from './auth.texts';
import { personalPasswordIssue } from './password-policy';

/** The password must not be the account's own e-mail or name (password-policy.ts); runs once the fields are valid. */
const notPersonal = (value: unknown, ctx: z.RefinementCtx) => {
  const v = (value ?? {}) as { password?: unknown; email?: unknown; name?: unknown; companyName?: unknown };
  const text = (x: unknown) => (typeof x === 'string' ? x : null);
  const issue = typeof v.password === 'string' ? personalPasswordIssue(v.password, { email: text(v.email), name: text(v.name), companyName: text(v.companyName) }) : null;
  if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
};

/** The partner's business type at registration (the list lives apart from zod, for pages that only show it). */
export const partnerBusinessTypeSchema = z.enum(PARTNER_BUSINESS_TYPES, {
  error: 'Please select a service type.',
});

export const loginSchema = z.object({
  email: emailSchema,
  // No length rule on sign-in: an old password must still be accepted; the cap only bounds hashing cost.
  password: z.string({ error: fieldTexts.passwordRequired }).min(1, fieldTexts.passwordRequired).max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

const registerFields = {
  name: requiredText(authTexts.nameRequired, NAME_MAX_LENGTH),
  email: emailSchema,
  password: newPasswordSchema,
  avatar_url: optionalUrlSchema,
};
export const registerSchema = z.object(registerFields).superRefine(notPersonal);
export type RegisterInput = z.input<typeof registerSchema>;

const phoneSchema = z
  .string({ error: authTexts.phoneRequired })
  .trim()
  .min(1, authTexts.phoneRequired)
  .regex(/^\+?[0-9 ()\-.]{5,24}$/, authTexts.phoneInvalid);

const partnerRegisterFields = {
  companyName: requiredText(authTexts.companyRequired, 150),
  name: requiredText(authTexts.contactRequired, NAME_MAX_LENGTH),
  email: emailSchema,
  phone: phoneSchema,
  website_url: optionalUrlSchema,
  logo_url: optionalUrlSchema,
  serviceType: partnerBusinessTypeSchema,
  password: newPasswordSchema,
};
export const partnerRegisterSchema = z.object(partnerRegisterFields).superRefine(notPersonal);
export type PartnerRegisterInput = z.input<typeof partnerRegisterSchema>;

export const authResponseSchema = z.object({
  message: z.string(),
  user: userDtoSchema,
  token: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Browser forms: the API body plus the confirmation and terms rules of spec 1 section 5. */
const confirmAndTerms = <T extends z.ZodRawShape>(shape: T, termsMessage: string) => {
  // Zod skips object refinements once a field has failed; these two must show alongside field errors.
  const always = { when: () => true };
  const values = (v: unknown) => (v ?? {}) as { password?: unknown; confirmPassword?: unknown; agreeTerms?: unknown };
  return z
    .object({ ...shape, confirmPassword: z.string(), agreeTerms: z.boolean() })
    .refine((v) => values(v).password === values(v).confirmPassword, {
      path: ['confirmPassword'],
      message: authTexts.passwordsMismatch,
      ...always,
    })
    .refine((v) => values(v).agreeTerms === true, { path: ['agreeTerms'], message: termsMessage, ...always })
    .superRefine(notPersonal);
};

export const registerFormSchema = confirmAndTerms(registerFields, authTexts.termsRequired);
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const partnerRegisterFormSchema = confirmAndTerms(partnerRegisterFields, authTexts.partnerTermsRequired);
export type PartnerRegisterFormInput = z.input<typeof partnerRegisterFormSchema>;
