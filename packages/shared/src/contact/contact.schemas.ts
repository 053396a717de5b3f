import { z } from 'zod';
import { emailSchema, requiredText } from '../common/fields';
import { queryEnum, queryInt, SORT_ORDERS, type SortOrder } from '../common/query';
import { contactTexts } from './contact.texts';

export const CONTACT_STATUSES = ['new', 'read', 'replied'] as const;
export const contactStatusSchema = z.enum(CONTACT_STATUSES);
export type ContactStatus = z.infer<typeof contactStatusSchema>;

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000, token: 20_000 } as const;
/** Spec 3 section 9: 10 messages a page, search waits 500 ms, the pager shows up to 5 numbers. */
export const CONTACT_PAGE_SIZE = 10;
export const CONTACT_PAGE_SIZE_MAX = 100;
export const CONTACT_SEARCH_DEBOUNCE_MS = 500;
export const CONTACT_PAGER_NUMBERS = 5;
export const CONTACT_SEARCH_MAX = 200;

/** The form's fields (spec 3 section 3, "Contact form payload"), without the bot-check token. */
export const contactFieldsSchema = z.object({
  name: requiredText(contactTexts.nameRequired, CONTACT_LIMITS.name),
  email: emailSchema,
  subject: requiredText(contactTexts.subjectRequired, CONTACT_LIMITS.subject),
  message: requiredText(contactTexts.messageRequired, CONTACT_LIMITS.message),
});
export type ContactFields = z.input<typeof contactFieldsSchema>;

/** POST /api/public/contact. The bot-check answer travels as recaptchaToken whatever the provider. */
export const contactFormSchema = contactFieldsSchema.extend({
  recaptchaToken: z
    .string({ error: contactTexts.botCheckRequired })
    .trim()
    .min(1, contactTexts.botCheckRequired)
    .max(CONTACT_LIMITS.token, contactTexts.botCheckInvalid),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: contactStatusSchema,
  received_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const CONTACT_SORT_FIELDS = ['received_at', 'name', 'email', 'subject', 'status'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];

/** GET /api/admin/contact-messages?page&limit&sortBy&sortOrder&status&search */
export const contactListQuerySchema = z.object({
  page: queryInt('page', { min: 1, max: 100_000, fallback: 1 }),
  limit: queryInt('limit', { min: 1, max: CONTACT_PAGE_SIZE_MAX, fallback: CONTACT_PAGE_SIZE }),
  sortBy: queryEnum(CONTACT_SORT_FIELDS, `sortBy must be one of ${CONTACT_SORT_FIELDS.join(', ')}.`).transform((v) => v ?? 'received_at'),
  sortOrder: queryEnum(SORT_ORDERS, 'sortOrder must be asc or desc.').transform((v) => v ?? 'desc'),
  status: queryEnum(CONTACT_STATUSES, 'status must be new, read or replied.'),
  search: z
    .string()
    .trim()
    .max(CONTACT_SEARCH_MAX, `search must be at most ${CONTACT_SEARCH_MAX} characters.`)
    .optional()
    .transform((v) => v || undefined),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;
/** What the inbox asks for; the server fills in the defaults. */
export interface ContactListParams {
  page?: number;
  limit?: number;
  sortBy?: ContactSortField;
  sortOrder?: SortOrder;
  status?: ContactStatus;
  search?: string;
}

export const contactListResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalMessages: z.number().int(),
    limit: z.number().int(),
  }),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** PATCH /api/admin/contact-messages/{id}: the inbox sends 'replied'; 'read' and 'new' let an admin undo. */
export const updateContactStatusSchema = z.object({ status: contactStatusSchema });
export type UpdateContactStatusInput = z.infer<typeof updateContactStatusSchema>;

/**
 * Which bot check the contact form shows. ALTCHA (self-hosted proof of work) by default; reCAPTCHA or
 * Turnstile when their keys are configured. Only public values: never a secret.
 */
export const botCheckConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
  z.object({ provider: z.literal('turnstile'), siteKey: z.string() }),
]);
export type BotCheckConfig = z.infer<typeof botCheckConfigSchema>;
export type BotCheckProvider = BotCheckConfig['provider'];

/** What the ALTCHA widget fetches: the signed challenge parameters. */
export const altchaChallengeSchema = z.object({ parameters: z.object({}).loose(), signature: z.string().optional() });
