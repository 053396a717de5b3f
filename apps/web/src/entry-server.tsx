/**
 * The server's first paint of a public page (decision 0028): the API server renders the page's HTML for a
 * guest with the answers it embeds in the page, so a phone shows the page, and starts fetching its main
 * picture, before any script has run. The browser then renders the page itself and puts it in place (main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageRenderInput, RenderPage } from '@mt/shared';
import { AppProvider } from './app/provider';
import { accessOf, guardRedirect } from './app/route-access';
import { routes } from './app/router';
import { publicSettingsQueryOptions } from './features/settings/api/get-public-settings';
import { provideEmbeddedResponses } from './lib/embedded-responses';
import { loadAllPartsForServer } from './lib/part-when-visible';
import { queryClient } from './lib/query-client';

const handler = createStaticHandler(routes);
// The app's query client and embedded answers are one per page in the browser: renders take turns here.
let queue: Promise<unknown> = Promise.resolve();

/** The page's markup for inside #root, or null when a guest is not shown this page (the browser redirects). */
export const renderPage: RenderPage = (page) => {
  const run = queue.then(() => render(page));
  queue = run.catch(() => undefined);
  return run;
};

async function render({ url, settings, answers }: PageRenderInput): Promise<string | null> {
  queryClient.clear();
  provideEmbeddedResponses(answers);
  queryClient.setQueryData(publicSettingsQueryOptions().queryKey, settings);
  try {
    const context = await handler.query(new Request(new URL(url, 'http://server.invalid')));
    if (context instanceof Response) return null;
    const access = accessOf(context.matches.map((m) => m.route.handle));
    if (guardRedirect({ access, user: null, authenticated: false, maintenanceMode: settings.maintenance_mode, fullPath: url })) return null;
    // The page's parts that the browser takes over as they come into view are painted like the rest.
    await loadAllPartsForServer();
    // The route loaders have started the page's queries; those with an answer settle within this turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      <StrictMode>
        <AppProvider>
          {/* No hydration data script: the browser renders afresh, and the policy allows no inline script. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
  } finally {
    queryClient.clear();
    provideEmbeddedResponses({});
  }
}
