import { z } from 'zod';

/** A password change answers a fresh token: the change ends every older session, but not this one. */
export const passwordChangedResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
});
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponseSchema>;
