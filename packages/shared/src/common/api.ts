import { z } from 'zod';

/** Every server call lives under this prefix (spec 1 section 1). */
export const API_BASE = '/api';
/** Client request timeout (spec 3 section 9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Every failure answers this shape; `errors` is present for validation failures (400). */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
