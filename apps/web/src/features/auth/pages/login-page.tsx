import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@mt/shared';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { landingPath } from '../utils/landing-path';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A guest's heart press (decision 0041) goes back with a traveller only: no one else has a list to save to.
  const { state } = useLocation();

  return (
    <AuthCard
      title="Sign In"
      intro="Welcome back to Mystery Trips."
      footer={
        <>
          <p>
            New here?{' '}
            {/* A new traveller keeps where they were going and what they pressed (decision 0041). */}
            <Link to={{ pathname: paths.register, search: params.toString() ? `?${params}` : '' }} state={state} className={authLinkClass}>
              Create a traveller account
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
      <LoginForm onSignedIn={(user) => void navigate(landingPath(user.userType, params.get('redirect')), { replace: true, state: user.userType === 'traveller' ? state : null })} />
    </AuthCard>
  );
}
