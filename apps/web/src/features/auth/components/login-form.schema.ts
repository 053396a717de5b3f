import { z } from 'zod';
import { loginSchema } from '@mt/shared';

/** The sign-in form: the shared sign-in body plus "Remember me". Loaded on first use (login-form.tsx). */
export const loginFormSchema = loginSchema.extend({ remember: z.boolean() });
export type LoginFormValues = z.infer<typeof loginFormSchema>;
export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

/** The parsed values, or each invalid field's first message by field name. */
export function checkLoginForm(values: unknown): { data?: LoginFormValues; errors: LoginFormErrors } {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: LoginFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginFormValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
