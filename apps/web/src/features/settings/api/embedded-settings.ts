import { PUBLIC_SETTINGS_SCRIPT_ID, type PublicSettings } from '@mt/shared';
import { readEmbeddedJson } from '@/lib/embedded-json';

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
  const value = readEmbeddedJson(PUBLIC_SETTINGS_SCRIPT_ID);
  return isSettings(value) ? value : null;
}
