import { Outlet } from 'react-router';
import { AccessibilityWidget } from '@/features/accessibility';
import { ChatWidgetLoader } from '@/features/chat-widget';
import { ExchangeRatesContext } from '@/lib/display-currency';
import { usePublicSettingsSnapshot } from './use-public-settings-snapshot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export const MAIN_CONTENT_ID = 'main-content';

/** Every page but the maintenance notice: bar, page, footer, and the two floating widgets. */
export default function RootLayout() {
  const settings = usePublicSettingsSnapshot();
  return (
    // The rates come with the settings the page carries, so prices show in the visitor's currency at once.
    // An older server's settings have none: prices then stay in their own currency.
    <ExchangeRatesContext value={settings.data?.exchange_rates ?? null}>
      <div className="flex min-h-screen flex-col bg-white text-slate-900">
        <SkipLink targetId={MAIN_CONTENT_ID} />
        <SiteHeader />
        {/* tabIndex lets the skip link move focus here, not just scroll. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        <AccessibilityWidget />
        <ChatWidgetLoader src={settings.data?.chat_widget_url} />
      </div>
    </ExchangeRatesContext>
  );
}
