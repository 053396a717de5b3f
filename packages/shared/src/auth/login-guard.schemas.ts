import { z } from 'zod';
import { loginSchema } from './auth.schemas';

/**
 * The sign-in body: the credentials plus, when the server answered 428, the solved ALTCHA challenge
 * from GET /api/auth/login-challenge (the widget's base64 payload).
 */
export const loginWithProofSchema = loginSchema.extend({
  proof: z.string().max(8192).optional(),
});
export type LoginWithProofInput = z.input<typeof loginWithProofSchema>;

/** The widget fetches its challenge here (a path the browser calls, under /api). */
export const LOGIN_CHALLENGE_PATH = '/api/auth/login-challenge';
