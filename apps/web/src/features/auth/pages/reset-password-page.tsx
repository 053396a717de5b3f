import { Link, useSearchParams } from 'react-router';
import { passwordResetTexts, paths } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Opened from the reset e-mail: /reset-password?token=… */
export default function ResetPasswordPage() {
  useDocumentTitle(passwordResetTexts.resetTitle);
  const token = useSearchParams()[0].get('token');
  return (
    <AuthCard
      title={passwordResetTexts.resetTitle}
      footer={
        <p>
          <Link to={paths.login} className={authLinkClass}>
            {passwordResetTexts.backToLogin}
          </Link>
        </p>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert tone="error">
          {passwordResetTexts.tokenMissing}{' '}
          <Link to={paths.forgotPassword} className={authLinkClass}>
            {passwordResetTexts.askAgain}
          </Link>
        </Alert>
      )}
    </AuthCard>
  );
}
