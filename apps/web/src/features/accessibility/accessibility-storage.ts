import { ACCESSIBILITY_STORAGE_KEY, DEFAULT_ACCESSIBILITY_PREFERENCES, type AccessibilityPreferences } from '@mt/shared';
import { parsePreferences, serializePreferences } from './accessibility-preferences';

// Storage can throw (private browsing, quota, disabled cookies); the widget then works for the visit only.

export function loadPreferences(storage: Storage | undefined = globalThis.localStorage): AccessibilityPreferences {
  try {
    return parsePreferences(storage?.getItem(ACCESSIBILITY_STORAGE_KEY) ?? null);
  } catch {
    return { ...DEFAULT_ACCESSIBILITY_PREFERENCES };
  }
}

export function savePreferences(prefs: AccessibilityPreferences, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(ACCESSIBILITY_STORAGE_KEY, serializePreferences(prefs));
  } catch {
    // not persisted; nothing else to do
  }
}
