import {
  CONTRAST_MODES,
  DEFAULT_ACCESSIBILITY_PREFERENCES,
  TEXT_SIZE_MAX,
  TEXT_SIZE_MIN,
  TEXT_SIZE_STEP,
  type AccessibilityPreferences,
  type ContrastMode,
} from '@mt/shared';

/** 0.1 + 0.2 is not 0.3: every multiplier is rounded to one decimal so steps never drift. */
export const roundToTenth = (n: number): number => Math.round(n * 10) / 10;

export const clampTextSize = (n: number): number => roundToTenth(Math.min(TEXT_SIZE_MAX, Math.max(TEXT_SIZE_MIN, n)));

/** One 10% step up (+1) or down (-1), kept inside 80%–150%. */
export const stepTextSize = (current: number, direction: 1 | -1): number =>
  clampTextSize(roundToTenth(current) + direction * TEXT_SIZE_STEP);

export const canIncreaseTextSize = (m: number) => roundToTenth(m) < TEXT_SIZE_MAX;
export const canDecreaseTextSize = (m: number) => roundToTenth(m) > TEXT_SIZE_MIN;

/** "100%" */
export const formatTextSize = (m: number): string => `${Math.round(m * 100)}%`;

const isContrastMode = (v: unknown): v is ContrastMode => CONTRAST_MODES.includes(v as ContrastMode);

/**
 * Reads what was saved. Anything unreadable (bad JSON, not an object, a field of the wrong type)
 * falls back to the default for that field, so a damaged entry can never break the page.
 */
export function parsePreferences(raw: string | null): AccessibilityPreferences {
  const defaults = DEFAULT_ACCESSIBILITY_PREFERENCES;
  if (!raw) return { ...defaults };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ...defaults };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ...defaults };
  const v = data as Record<string, unknown>;
  const size = v.textSizeMultiplier;
  return {
    textSizeMultiplier: typeof size === 'number' && Number.isFinite(size) ? clampTextSize(size) : defaults.textSizeMultiplier,
    currentContrast: isContrastMode(v.currentContrast) ? v.currentContrast : defaults.currentContrast,
    reduceMotion: typeof v.reduceMotion === 'boolean' ? v.reduceMotion : defaults.reduceMotion,
    showReadingGuide: typeof v.showReadingGuide === 'boolean' ? v.showReadingGuide : defaults.showReadingGuide,
  };
}

/** Saved with exactly the four field names of the spec, nothing else. */
export function serializePreferences(p: AccessibilityPreferences): string {
  const { textSizeMultiplier, currentContrast, reduceMotion, showReadingGuide } = p;
  return JSON.stringify({ textSizeMultiplier: roundToTenth(textSizeMultiplier), currentContrast, reduceMotion, showReadingGuide });
}
