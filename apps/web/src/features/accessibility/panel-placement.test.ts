import { describe, expect, it } from 'vitest';
import { PANEL_GAP, panelPlacement } from './panel-placement';

const phone = { width: 390, height: 844 };

describe('panelPlacement', () => {
  it('opens under the trigger, right edges aligned, and stops short of the viewport bottom', () => {
    expect(panelPlacement({ bottom: 56, right: 326 }, phone)).toEqual({
      top: 64,
      right: 64,
      maxHeight: 'calc(100dvh - 72px)',
      maxWidth: 'calc(100vw - 72px)',
    });
  });

  it('keeps a gap from the right edge when the trigger touches it', () => {
    expect(panelPlacement({ bottom: 56, right: 390 }, phone).right).toBe(PANEL_GAP);
  });

  it('opens at the top when the trigger is scrolled out of sight', () => {
    expect(panelPlacement({ bottom: -200, right: 326 }, phone)).toMatchObject({ top: PANEL_GAP, maxHeight: 'calc(100dvh - 16px)' });
  });

  it('opens at the top when under the trigger would leave less than half the viewport', () => {
    expect(panelPlacement({ bottom: 352, right: 326 }, { width: 640, height: 720 }).top).toBe(360);
    expect(panelPlacement({ bottom: 353, right: 326 }, { width: 640, height: 720 }).top).toBe(PANEL_GAP);
  });

  it('opens in the top right corner when there is no trigger (header hidden)', () => {
    expect(panelPlacement(null, phone)).toEqual({ top: PANEL_GAP, right: PANEL_GAP, maxHeight: 'calc(100dvh - 16px)', maxWidth: 'calc(100vw - 16px)' });
  });

  it('opens in the top right corner when the trigger is not displayed (a phone, where the menu opens it)', () => {
    expect(panelPlacement({ bottom: 0, right: 0 }, phone)).toMatchObject({ top: PANEL_GAP, right: PANEL_GAP });
  });
});
