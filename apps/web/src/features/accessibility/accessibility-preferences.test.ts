import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_STORAGE_KEY, DEFAULT_ACCESSIBILITY_PREFERENCES } from '@mt/shared';
import {
  canDecreaseTextSize,
  canIncreaseTextSize,
  clampTextSize,
  formatTextSize,
  parsePreferences,
  serializePreferences,
  stepTextSize,
} from './accessibility-preferences';
import { loadPreferences, savePreferences } from './accessibility-storage';
import { applyPreferences } from './apply-preferences';

describe('text size', () => {
  it('steps by 10% without float drift', () => {
    let m = 1;
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) seen.push((m = stepTextSize(m, 1)));
    expect(seen).toEqual([1.1, 1.2, 1.3, 1.4, 1.5]);
    expect(stepTextSize(0.9, 1)).toBe(1);
    expect(stepTextSize(1.1, -1)).toBe(1);
  });

  it('clamps to 80%–150%', () => {
    expect(stepTextSize(1.5, 1)).toBe(1.5);
    expect(stepTextSize(0.8, -1)).toBe(0.8);
    expect(clampTextSize(3)).toBe(1.5);
    expect(clampTextSize(0.1)).toBe(0.8);
    expect(clampTextSize(1.2000000000000002)).toBe(1.2);
  });

  it('knows when the limits are reached and shows a percentage', () => {
    expect(canIncreaseTextSize(1.5)).toBe(false);
    expect(canDecreaseTextSize(0.8)).toBe(false);
    expect(canIncreaseTextSize(1.4)).toBe(true);
    expect(canDecreaseTextSize(0.9)).toBe(true);
    expect(formatTextSize(1)).toBe('100%');
    expect(formatTextSize(1.3)).toBe('130%');
  });
});

describe('parsePreferences', () => {
  it('falls back to defaults for missing or unreadable data', () => {
    for (const raw of [null, '', '{not json', '42', '"text"', 'null', '[1,2]']) {
      expect(parsePreferences(raw)).toEqual(DEFAULT_ACCESSIBILITY_PREFERENCES);
    }
  });

  it('keeps valid fields and replaces invalid ones with their defaults', () => {
    expect(
      parsePreferences(JSON.stringify({ textSizeMultiplier: 'big', currentContrast: 'purple', reduceMotion: true, showReadingGuide: 1 })),
    ).toEqual({ ...DEFAULT_ACCESSIBILITY_PREFERENCES, reduceMotion: true });
  });

  it('reads back what was saved', () => {
    const prefs = { textSizeMultiplier: 1.3, currentContrast: 'negative', reduceMotion: true, showReadingGuide: true } as const;
    expect(parsePreferences(serializePreferences(prefs))).toEqual(prefs);
  });
});

describe('storage', () => {
  it('saves exactly the four spec fields under the shared key', () => {
    savePreferences({ ...DEFAULT_ACCESSIBILITY_PREFERENCES, textSizeMultiplier: 1.1 + 0.2 }, localStorage);
    const stored = JSON.parse(localStorage.getItem(ACCESSIBILITY_STORAGE_KEY)!);
    expect(Object.keys(stored).sort()).toEqual(['currentContrast', 'reduceMotion', 'showReadingGuide', 'textSizeMultiplier']);
    expect(stored.textSizeMultiplier).toBe(1.3);
  });

  it('restores saved preferences and survives bad stored JSON', () => {
    localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify({ textSizeMultiplier: 0.9, currentContrast: 'high', reduceMotion: false, showReadingGuide: true }));
    expect(loadPreferences(localStorage)).toEqual({ textSizeMultiplier: 0.9, currentContrast: 'high', reduceMotion: false, showReadingGuide: true });
    localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, '{"textSizeMultiplier":');
    expect(loadPreferences(localStorage)).toEqual(DEFAULT_ACCESSIBILITY_PREFERENCES);
  });

  it('does not throw when storage is unavailable', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(loadPreferences(broken)).toEqual(DEFAULT_ACCESSIBILITY_PREFERENCES);
    expect(() => savePreferences(DEFAULT_ACCESSIBILITY_PREFERENCES, broken)).not.toThrow();
  });
});

describe('applyPreferences', () => {
  it('sets the scale variable and the contrast and motion classes on the root', () => {
    const root = document.createElement('html');
    applyPreferences(root, { textSizeMultiplier: 1.2, currentContrast: 'high', reduceMotion: true, showReadingGuide: false });
    expect(root.style.getPropertyValue('--a11y-text-scale')).toBe('1.2');
    expect(root.classList.contains('a11y-contrast-high')).toBe(true);
    expect(root.classList.contains('a11y-reduce-motion')).toBe(true);
    applyPreferences(root, { ...DEFAULT_ACCESSIBILITY_PREFERENCES, currentContrast: 'negative' });
    expect(root.classList.contains('a11y-contrast-high')).toBe(false);
    expect(root.classList.contains('a11y-contrast-negative')).toBe(true);
    expect(root.classList.contains('a11y-reduce-motion')).toBe(false);
  });
});
