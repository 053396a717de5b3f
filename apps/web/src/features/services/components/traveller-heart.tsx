import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ServiceDto } from '@mt/shared';
import { useSavedServices } from '../api/saved-services';
import { useToggleSaved } from '../api/toggle-saved';
import { saveIntentOf } from './save-intent';

interface TravellerHeartProps {
  service: ServiceDto;
  /** The button itself, handed in by save-heart.tsx (which loads this file): one heart, drawn in one place. */
  heart: (props: { name: string; pressed: boolean; onClick: () => void }) => ReactNode;
}

/**
 * The presses completed, by their state object (one per history entry): the same service may have two
 * hearts on a page (a featured card and the grid), and React runs a mount's effect twice in development.
 */
const completed = new WeakSet<object>();

/** A signed-in traveller's heart: pressed when the service is in their saved list, a press changes it at once. */
export default function TravellerHeart({ service, heart: Heart }: TravellerHeartProps) {
  const saved = useSavedServices();
  const toggle = useToggleSaved();
  const pressed = saved.data?.some((s) => s.id === service.id) ?? false;
  useCompletedGuestPress(service, saved.isSuccess, toggle.mutate);
  return <Heart name={service.name} pressed={pressed} onClick={() => toggle.mutate({ service, save: !pressed })} />;
}

/**
 * A guest pressed this heart, signed in as a traveller and came back (decision 0041): save it once, shown
 * pressed at once and told by the heart's toast, then drop the press from this page's history entry so a
 * reload or a return to the page does not save again. Waits for the saved list, so the save is not
 * undone by a list that was still loading.
 */
function useCompletedGuestPress(service: ServiceDto, listLoaded: boolean, save: ReturnType<typeof useToggleSaved>['mutate']) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = saveIntentOf(location.state) === service.id;
  useEffect(() => {
    const press = location.state as object;
    if (!wanted || !listLoaded || completed.has(press)) return;
    completed.add(press);
    save({ service, save: true });
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [wanted, listLoaded, location, navigate, save, service]);
}
