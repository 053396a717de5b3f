import { emailVerificationTexts as texts } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/email-verification';

/** The Resend button and what came of it: sent, already confirmed, too soon, or failed. */
export function ResendVerification() {
  const resend = useResendVerification();
  const failure = resend.isError
    ? resend.error instanceof ApiError && resend.error.status === 429
      ? errorMessage(resend.error, texts.resendTooSoon)
      : errorMessage(resend.error, texts.resendFailed)
    : null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button size="sm" variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? texts.resending : texts.resend}
      </Button>
      <p aria-live="polite" className={failure ? 'text-red-800' : 'text-slate-800'}>
        {failure ?? (resend.isSuccess ? resend.data.message : '')}
      </p>
    </div>
  );
}
