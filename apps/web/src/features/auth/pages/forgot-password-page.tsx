import { Link } from 'react-router';
import { passwordResetTexts, paths } from '@mt/shared';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ForgotPasswordPage() {
  useDocumentTitle(passwordResetTexts.forgotTitle);
  return (
    <AuthCard
      title={passwordResetTexts.forgotTitle}
      intro={passwordResetTexts.forgotIntro}
      footer={
        <p>
          <Link to={paths.login} className={authLinkClass}>
            {passwordResetTexts.backToLogin}
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
