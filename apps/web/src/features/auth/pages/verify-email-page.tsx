import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { emailVerificationTexts as texts, paths } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyEmail } from '../api/email-verification';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';
import { landingPath } from '../utils/landing-path';

/** /verify-email?token=... (issue 21): the e-mail's link. Sends the token once and says what happened. */
export default function VerifyEmailPage() {
  useDocumentTitle(texts.pageTitle);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const user = useSession((s) => s.user);
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: a second call would find the link used (StrictMode runs effects twice).
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const failed = !token || verify.isError;
  return (
    <AuthCard title={texts.pageTitle}>
      {!failed && !verify.isSuccess && <Spinner label={texts.verifying} />}
      {verify.isSuccess && (
        <div className="space-y-4">
          <Alert tone="success">{verify.data.message}</Alert>
          {user ? (
            <LinkButton to={landingPath(user.userType)}>{texts.toDashboard}</LinkButton>
          ) : (
            <LinkButton to={paths.login}>{texts.toLogin}</LinkButton>
          )}
        </div>
      )}
      {failed && (
        <div className="space-y-4">
          <Alert tone="error">{token ? errorMessage(verify.error, texts.linkInvalid) : texts.linkMissing}</Alert>
          {user ? (
            user.email_verified === false ? (
              <div className="text-sm text-slate-800">
                <p>{texts.failedHelpSignedIn}</p>
                <ResendVerification />
              </div>
            ) : (
              <div className="space-y-3 text-sm text-slate-800">
                <p>{texts.alreadyVerified}</p>
                <LinkButton to={landingPath(user.userType)}>{texts.toDashboard}</LinkButton>
              </div>
            )
          ) : (
            <div className="space-y-3 text-sm text-slate-800">
              <p>{texts.failedHelpSignedOut}</p>
              <LinkButton to={paths.login}>{texts.toLogin}</LinkButton>
            </div>
          )}
        </div>
      )}
    </AuthCard>
  );
}
