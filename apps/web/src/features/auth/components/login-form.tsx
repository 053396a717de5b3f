import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authTexts, paths, type UserDto } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage } from '@/lib/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSession } from '@/lib/session-store';
import { useLogin } from '../api/login';
import { readRememberedEmail, saveRememberedEmail } from '../utils/remembered-email';
import { authLinkClass } from './auth-card';
import type { LoginFormValues } from './login-form.schema';

const validation = lazyResolver<LoginFormValues>(() => import('./login-form.schema').then((m) => m.loginFormResolver));

export function LoginForm({ onSignedIn }: { onSignedIn(user: UserDto): void }) {
  const [rememberedEmail] = useState(readRememberedEmail);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: validation.resolver,
    defaultValues: { email: rememberedEmail, password: '', remember: rememberedEmail !== '' },
  });
  const login = useLogin();

  const onSubmit = handleSubmit(({ remember, ...credentials }) =>
    login.mutate(credentials, {
      onSuccess: ({ user, token }) => {
        saveRememberedEmail(credentials.email, remember);
        useSession.getState().setSession(user, token);
        onSignedIn(user);
      },
    }),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} onFocus={validation.preload} noValidate className="space-y-4">
      {login.isError && <Alert tone="error">{errorMessage(login.error, authTexts.loginFailed)}</Alert>}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField label="Remember me" {...register('remember')} />
        {/* The spec does not say where this leads; there is no reset flow, so the team resets it on request. */}
        <Link to={paths.contact} className={authLinkClass} aria-describedby="forgot-password-note">
          Forgot password?
        </Link>
        <span id="forgot-password-note" className="sr-only">
          Opens the contact page: our team will help you reset your password.
        </span>
      </div>
      <Button type="submit" className="w-full" loading={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
