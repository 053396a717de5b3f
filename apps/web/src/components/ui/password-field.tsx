import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { TextField } from './form-field';

type PasswordFieldProps = Omit<ComponentPropsWithoutRef<typeof TextField>, 'type' | 'autoComplete'> & {
  /** Which password the browser's password manager should offer (sign-in) or save (a new one). */
  autoComplete: 'current-password' | 'new-password';
};

/** Every password input of the site (sign-in, registration, change password), so they behave alike. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  return <TextField ref={ref} type="password" {...props} />;
});
