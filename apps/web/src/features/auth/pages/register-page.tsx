import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@mt/shared';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { landingPath } from '../utils/landing-path';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function RegisterPage() {
  useDocumentTitle('Create Your Traveller Account');
  const navigate = useNavigate();
  // Sent here from the sign-in page on the way somewhere (a heart pressed, a plan to send): back there, with the
  // press (decision 0041); otherwise the dashboard.
  const [params] = useSearchParams();
  const { state } = useLocation();
  return (
    <AuthCard
      title="Create Your Traveller Account"
      intro="Tell us who you are and start planning your mystery trip."
      footer={
        <>
          <p>
            Already have an account?{' '}
            <Link to={paths.login} className={authLinkClass}>
              Sign in
            </Link>
          </p>
          <p>
            Offering travel services?{' '}
            <Link to={paths.partnerRegister} className={authLinkClass}>
              Register as a partner
            </Link>
          </p>
        </>
      }
    >
      <RegisterForm onRegistered={() => void navigate(landingPath('traveller', params.get('redirect')), { replace: true, state })} />
    </AuthCard>
  );
}
