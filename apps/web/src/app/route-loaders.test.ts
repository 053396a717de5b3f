import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { PUBLIC_SETTINGS_SCRIPT_ID } from '@mt/shared';
import { publicSettingsQueryOptions } from '@/features/settings/api/get-public-settings';
import { queryClient } from '@/lib/query-client';
import { jsonResponse, stubFetchRoutes } from '@/test/route-fetch';
import { prefetchSiteSettings } from './route-loaders';

const SETTINGS = { maintenance_mode: false, chat_widget_url: null, payments_mode: 'sandbox', stripe_publishable_key: null };
const settingsKey = publicSettingsQueryOptions().queryKey;

afterEach(() => {
  document.getElementById(PUBLIC_SETTINGS_SCRIPT_ID)?.remove();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('prefetchSiteSettings', () => {
  it('takes the settings the server put in the page, without a request', () => {
    const { mock } = stubFetchRoutes({});
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: PUBLIC_SETTINGS_SCRIPT_ID });
    script.textContent = JSON.stringify({ ...SETTINGS, maintenance_mode: true });
    document.head.append(script);
    prefetchSiteSettings();
    expect(queryClient.getQueryData(settingsKey)).toEqual({ ...SETTINGS, maintenance_mode: true });
    expect(mock).not.toHaveBeenCalled();
  });

  it('asks the API when the page has none', async () => {
    const { calls } = stubFetchRoutes({ 'GET /api/settings/public': () => jsonResponse(200, SETTINGS) });
    prefetchSiteSettings();
    await waitFor(() => expect(queryClient.getQueryData(settingsKey)).toEqual(SETTINGS));
    expect(calls('GET /api/settings/public')).toHaveLength(1);
  });
});
