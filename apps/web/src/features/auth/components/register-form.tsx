import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { authTexts, registerFormSchema, paths, type UserDto } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordStrengthHint } from '@/components/ui/password-strength-hint';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useRegister } from '../api/register';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { authLinkClass } from './auth-card';

const SERVER_FIELDS = ['name', 'email', 'password', 'avatar_url'] as const;

export function RegisterForm({ onRegistered }: { onRegistered(user: UserDto): void }) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', avatar_url: '', agreeTerms: false },
  });
  const [watchedPassword, watchedEmail, watchedName] = useWatch({ control, name: ['password', 'email', 'name'] });
  const registration = useRegister();

  const onSubmit = handleSubmit(({ name, email, password, avatar_url }) =>
    registration.mutate(
      { name, email, password, avatar_url },
      {
        onSuccess: ({ user, token }) => {
          useSession.getState().setSession(user, token);
          onRegistered(user);
        },
        onError: (err) => applyServerFieldErrors(err, SERVER_FIELDS, setError),
      },
    ),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {registration.isError && <Alert tone="error">{errorMessage(registration.error, authTexts.registerFailed)}</Alert>}
      <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrengthHint password={watchedPassword} owner={{ email: watchedEmail, name: watchedName }} />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <TextField
        label="Avatar URL (optional)"
        type="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.avatar_url?.message}
        {...register('avatar_url')}
      />
      <CheckboxField
        label={
          <>
            I agree to the{' '}
            <Link to={paths.terms} className={authLinkClass}>
              Terms and Conditions
            </Link>
          </>
        }
        error={errors.agreeTerms?.message}
        {...register('agreeTerms')}
      />
      <Button type="submit" className="w-full" loading={registration.isPending}>
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
