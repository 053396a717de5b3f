import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Heart } from 'lucide-react';
import { loginPath, saveHeartTexts as t, type ServiceDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import type { SaveIntentState } from './save-intent';

// A traveller's heart reads and changes the saved list: that code comes only for a signed-in traveller, so a
// guest's first load of the catalogue carries just this file (issue 20's budget; decision 0038).
const TravellerHeart = lazy(() => import('./traveller-heart'));

export interface HeartButtonProps {
  name: string;
  pressed: boolean;
  onClick?: () => void;
}

/** The heart over a card's picture: a toggle button, its state in aria-pressed and its label. */
export function HeartButton({ name, pressed, onClick }: HeartButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? t.remove(name) : t.save(name)}
      onClick={onClick}
      className="rounded-full bg-white/95 p-2 text-slate-800 shadow-sm hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Heart className={pressed ? 'size-5 fill-red-600 text-red-700' : 'size-5'} aria-hidden />
    </button>
  );
}

/**
 * Saves a service (issue 22). A traveller's heart is theirs to press; a guest's asks them to sign in and
 * comes back here, where the press is completed (decision 0041); partners and admins have nothing to save,
 * so they get no heart.
 */
export function SaveHeart({ service }: { service: ServiceDto }) {
  const role = useSession((s) => s.user?.user_type);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (role === 'traveller') {
    return (
      <Suspense fallback={<HeartButton name={service.name} pressed={false} />}>
        <TravellerHeart service={service} heart={HeartButton} />
      </Suspense>
    );
  }
  // The press rides to the sign-in page and back as router state; the traveller's heart completes it (save-intent.ts).
  return role ? null : (
    <HeartButton name={service.name} pressed={false} onClick={() => void navigate(loginPath(pathname + search), { state: { save: service.id } satisfies SaveIntentState })} />
  );
}
