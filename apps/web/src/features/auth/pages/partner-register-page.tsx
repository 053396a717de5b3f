import { Link, useNavigate } from 'react-router';
import { paths } from '@mt/shared';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { PartnerRegisterForm } from '../components/partner-register-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function PartnerRegisterPage() {
  useDocumentTitle('Become a Partner');
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Become a Partner"
      intro="List your lodge, tours, transport or guiding services with Mystery Trips."
      footer={
        <>
          <p>
            Already a partner?{' '}
            <Link to={paths.login} className={authLinkClass}>
              Sign in
            </Link>
          </p>
          <p>
            Travelling with us?{' '}
            <Link to={paths.register} className={authLinkClass}>
              Create a traveller account
            </Link>
          </p>
        </>
      }
    >
      <PartnerRegisterForm onRegistered={() => void navigate(paths.partnerDashboard, { replace: true })} />
    </AuthCard>
  );
}
