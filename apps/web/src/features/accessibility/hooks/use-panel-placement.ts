import { useEffect, useState } from 'react';
import { ACCESSIBILITY_TRIGGER_ID } from '../accessibility-ids';
import { panelPlacement, type PanelPlacement } from '../panel-placement';

const measure = (): PanelPlacement =>
  panelPlacement(document.getElementById(ACCESSIBILITY_TRIGGER_ID)?.getBoundingClientRect() ?? null, {
    width: window.innerWidth,
    height: window.innerHeight,
  });

/** The panel's place under the header trigger, measured on open and again when the window is resized. */
export function usePanelPlacement(): PanelPlacement {
  const [placement, setPlacement] = useState(measure);
  useEffect(() => {
    const onResize = () => setPlacement(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return placement;
}
