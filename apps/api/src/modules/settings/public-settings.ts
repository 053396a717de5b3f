import type { PublicSettings } from '@mt/shared';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { getExchangeRates } from './exchange-rates.service';
import { getAdminSettings } from './settings.service';

/** What the browser needs before its first paint (the route guard, the prices' rates): served by GET /api/settings/public and in every page's HTML. */
export async function readPublicSettings(db: Db, config: Pick<AppConfig, 'chatWidgetUrl' | 'stripe'>): Promise<PublicSettings> {
  const [s, rates] = await Promise.all([getAdminSettings(db), getExchangeRates(db)]);
  return {
    maintenance_mode: s.maintenance_mode,
    chat_widget_url: config.chatWidgetUrl,
    payments_mode: config.stripe ? 'stripe' : 'sandbox',
    stripe_publishable_key: config.stripe?.publishableKey ?? null,
    exchange_rates: rates,
  };
}
