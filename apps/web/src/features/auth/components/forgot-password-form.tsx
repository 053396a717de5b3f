import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, passwordResetTexts } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/password-reset';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const request = useRequestPasswordReset();
  const onSubmit = handleSubmit((input) => request.mutate(input));

  if (request.isSuccess) return <Alert tone="success">{request.data.message || passwordResetTexts.forgotSent}</Alert>;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {request.isError && <Alert tone="error">{errorMessage(request.error, passwordResetTexts.forgotFailed)}</Alert>}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Button type="submit" className="w-full" loading={request.isPending}>
        {request.isPending ? passwordResetTexts.forgotSending : passwordResetTexts.forgotSubmit}
      </Button>
    </form>
  );
}
