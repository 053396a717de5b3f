import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_RENDER_COOKIES } from '@mt/shared';
import { useAccessibilityStore } from './accessibility-store';

const hinted = () => document.cookie.split('; ').includes(`${BROWSER_RENDER_COOKIES.accessibility}=1`);

describe('accessibility preferences and the server paint', () => {
  afterEach(() => {
    useAccessibilityStore.getState().resetAll();
    localStorage.clear();
  });

  it('any preference other than the default tells the server to leave the pages to the browser; a reset stops it', () => {
    expect(hinted()).toBe(false);
    useAccessibilityStore.getState().changeTextSize(1);
    expect(hinted()).toBe(true);
    useAccessibilityStore.getState().changeTextSize(-1);
    expect(hinted()).toBe(false);
    useAccessibilityStore.getState().setContrast('high');
    expect(hinted()).toBe(true);
    useAccessibilityStore.getState().resetAll();
    expect(hinted()).toBe(false);
  });
});
