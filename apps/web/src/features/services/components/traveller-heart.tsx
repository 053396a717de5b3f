import type { ServiceDto } from '@mt/shared';
import { useSavedServices } from '../api/saved-services';
import { useToggleSaved } from '../api/toggle-saved';
import { HeartButton } from './heart-button';

/** A signed-in traveller's heart: pressed when the service is in their saved list, a press changes it at once. */
export default function TravellerHeart({ service }: { service: ServiceDto }) {
  const saved = useSavedServices();
  const toggle = useToggleSaved();
  const pressed = saved.data?.some((s) => s.id === service.id) ?? false;
  return <HeartButton name={service.name} pressed={pressed} onClick={() => toggle.mutate({ service, save: !pressed })} />;
}
