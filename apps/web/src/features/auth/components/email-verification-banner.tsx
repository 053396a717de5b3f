import { emailVerificationTexts as texts } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { useSession } from '@/lib/session-store';
import { ResendVerification } from './resend-verification';

/**
 * Issue 21: until the address is confirmed the dashboards say so and offer a new link. A stored user
 * without the field is an account from before verification: confirmed.
 */
export function EmailVerificationBanner() {
  const user = useSession((s) => s.user);
  if (!user || user.email_verified !== false) return null;
  return (
    <Alert tone="info" title={texts.bannerTitle}>
      <p>{texts.bannerBody(user.email, user.userType)}</p>
      <ResendVerification />
    </Alert>
  );
}
