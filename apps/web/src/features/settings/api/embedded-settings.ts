import { PUBLIC_SETTINGS_SCRIPT_ID, type PublicSettings } from '@mt/shared';

const isSettings = (v: unknown): v is PublicSettings =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as PublicSettings).maintenance_mode === 'boolean' &&
  ((v as PublicSettings).payments_mode === 'stripe' || (v as PublicSettings).payments_mode === 'sandbox');

/**
 * The public settings the server wrote into this page (apps/api/src/plugins/web.ts), or null when it has
 * none or they cannot be read: the caller then asks the API. Checked by hand, not with the zod schema,
 * which this first-load code must not pull in.
 */
export function readEmbeddedSettings(): PublicSettings | null {
  const text = document.getElementById(PUBLIC_SETTINGS_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSettings(value) ? value : null;
  } catch {
    return null;
  }
}
