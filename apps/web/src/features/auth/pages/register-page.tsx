import { Link, useNavigate } from 'react-router';
import { paths } from '@mt/shared';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function RegisterPage() {
  useDocumentTitle('Create Your Traveller Account');
  const navigate = useNavigate();
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
      <RegisterForm onRegistered={() => void navigate(paths.travellerDashboard, { replace: true })} />
    </AuthCard>
  );
}
