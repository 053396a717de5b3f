import type { ReactNode } from 'react';
import type { ServiceDto } from '@mt/shared';
import { useSavedServices } from '../api/saved-services';
import { useToggleSaved } from '../api/toggle-saved';

interface TravellerHeartProps {
  service: ServiceDto;
  /** The button itself, handed in by save-heart.tsx (which loads this file): one heart, drawn in one place. */
  heart: (props: { name: string; pressed: boolean; onClick: () => void }) => ReactNode;
}

/** A signed-in traveller's heart: pressed when the service is in their saved list, a press changes it at once. */
export default function TravellerHeart({ service, heart: Heart }: TravellerHeartProps) {
  const saved = useSavedServices();
  const toggle = useToggleSaved();
  const pressed = saved.data?.some((s) => s.id === service.id) ?? false;
  return <Heart name={service.name} pressed={pressed} onClick={() => toggle.mutate({ service, save: !pressed })} />;
}
