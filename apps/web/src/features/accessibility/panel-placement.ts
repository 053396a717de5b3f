/** Space kept between the panel and the trigger and between the panel and the viewport's edges (px). */
export const PANEL_GAP = 8;

export interface PanelPlacement {
  top: number;
  right: number;
  /** Whatever the text size, the panel never reaches past the viewport; it scrolls inside instead. */
  maxHeight: string;
  /** The panel keeps its gap from the left edge too, however far right its trigger sits. */
  maxWidth: string;
}

interface Box {
  bottom: number;
  right: number;
}

/**
 * Where the panel opens: just under the header trigger, right edges aligned, so it reads as the
 * trigger's own panel. When the trigger is scrolled out of sight, hidden (phones open the panel from
 * the menu), or so low that less than
 * half the viewport would be left (a wrapped header at 200 % on a short screen), it opens at the
 * top corner instead and gets the whole height.
 */
export function panelPlacement(trigger: Box | null, viewport: { width: number; height: number }): PanelPlacement {
  const usable = trigger && trigger.bottom > 0 && trigger.bottom + PANEL_GAP <= viewport.height / 2;
  const top = usable ? trigger.bottom + PANEL_GAP : PANEL_GAP;
  const right = trigger && trigger.right > 0 ? Math.max(PANEL_GAP, viewport.width - trigger.right) : PANEL_GAP;
  return { top, right, maxHeight: `calc(100dvh - ${top + PANEL_GAP}px)`, maxWidth: `calc(100vw - ${right + PANEL_GAP}px)` };
}
