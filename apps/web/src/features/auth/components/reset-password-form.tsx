import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { passwordResetTexts, paths, resetPasswordFormSchema } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordStrengthHint } from '@/components/ui/password-strength-hint';
import { ApiError, errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useSession } from '@/lib/session-store';
import { useResetPassword } from '../api/password-reset';
import { authLinkClass } from './auth-card';

/** The new password twice, sent with the link's token; every session ends, so the user signs in again. */
export function ResetPasswordForm({ token }: { token: string }) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const watchedPassword = useWatch({ control, name: 'password' });
  const reset = useResetPassword();
  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        // A session kept in this browser was ended by the reset: forget it.
        onSuccess: () => useSession.getState().clear(),
        onError: (err) => applyServerFieldErrors(err, ['password'] as const, setError),
      },
    ),
  );

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{reset.data.message || passwordResetTexts.resetDone}</Alert>
        <Link to={paths.login} className={authLinkClass}>
          {passwordResetTexts.goToLogin}
        </Link>
      </div>
    );
  }
  const serverErrors = reset.error instanceof ApiError ? reset.error.errors : undefined;
  const tokenRefused = !!serverErrors?.token;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {reset.isError && !serverErrors?.password && (
        <Alert tone="error">
          {errorMessage(reset.error, passwordResetTexts.resetFailed)}
          {tokenRefused && (
            <>
              {' '}
              <Link to={paths.forgotPassword} className={authLinkClass}>
                {passwordResetTexts.askAgain}
              </Link>
            </>
          )}
        </Alert>
      )}
      <PasswordField
        label={passwordResetTexts.newPassword}
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrengthHint password={watchedPassword} />
      <PasswordField
        label={passwordResetTexts.confirmNewPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="w-full" loading={reset.isPending}>
        {reset.isPending ? passwordResetTexts.resetSaving : passwordResetTexts.resetSubmit}
      </Button>
    </form>
  );
}
