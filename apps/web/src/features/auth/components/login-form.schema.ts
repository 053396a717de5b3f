import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { loginSchema } from '@mt/shared';

/** The sign-in form: the shared sign-in body plus "Remember me". Loaded on first use (login-form.tsx). */
export const loginFormSchema = loginSchema.extend({ remember: z.boolean() });
export type LoginFormValues = z.infer<typeof loginFormSchema>;
export const loginFormResolver = zodResolver(loginFormSchema);
