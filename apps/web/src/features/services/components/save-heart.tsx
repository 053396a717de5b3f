import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath, type ServiceDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { HeartButton } from './heart-button';

// A traveller's heart reads and changes the saved list: that code comes only for a signed-in traveller, so a
// guest's first load of the catalogue carries just this file (issue 20's budget; decision 0038).
const TravellerHeart = lazy(() => import('./traveller-heart'));

/**
 * Saves a service (issue 22). A traveller's heart is theirs to press; a guest's asks them to sign in and
 * comes back here; partners and admins have nothing to save, so they get no heart.
 */
export function SaveHeart({ service }: { service: ServiceDto }) {
  const role = useSession((s) => s.user?.user_type);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (role === 'traveller') {
    return (
      <Suspense fallback={<HeartButton name={service.name} pressed={false} />}>
        <TravellerHeart service={service} />
      </Suspense>
    );
  }
  return role ? null : <HeartButton name={service.name} pressed={false} onClick={() => void navigate(loginPath(pathname + search))} />;
}
