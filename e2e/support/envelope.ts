import type { Page } from 'playwright-core';
import { envelopeTexts, type AdminEnvelope, type EnvelopeResponse, type EnvelopeStage, type WriteEnvelopeInput } from '@mt/shared';
import type { Api } from './api';

/**
 * Reusable steps for the envelope (issue 19 section 2) in browser journeys (the clock: support/clock.ts):
 * write a trip's clues as the admin, read the envelope through the API and on the dashboard.
 */

/** The admin writes (part of) a trip's envelope; answers the admin's view of it. */
export async function writeEnvelope(api: Api, adminToken: string, tripId: number, content: WriteEnvelopeInput): Promise<AdminEnvelope> {
  return (await api.request<AdminEnvelope>('PUT', `/admin/trips/${tripId}/envelope`, { token: adminToken, body: content, expect: 200 })).body;
}

/** The envelope as its traveller (or an admin) reads it. */
export async function readEnvelope(api: Api, token: string, tripId: number): Promise<EnvelopeResponse> {
  return (await api.request<EnvelopeResponse>('GET', `/trips/${tripId}/envelope`, { token, expect: 200 })).body;
}

/** Midday UTC `daysBefore` days before a departure date (YYYY-MM-DD): a clock point inside a stage's day. */
export const daysBeforeDeparture = (departure: string, daysBefore: number): string =>
  new Date(Date.parse(`${departure}T12:00:00.000Z`) - daysBefore * 86_400_000).toISOString();

/** The envelope region on the traveller's dashboard (by its heading). */
export const envelopeOnDashboard = (page: Page) => page.getByRole('region', { name: envelopeTexts.title });

/** A stage's card on the dashboard: sealed cards are labelled "<title>: Sealed". */
export function envelopeStage(page: Page, key: EnvelopeStage) {
  return envelopeOnDashboard(page).getByRole('listitem', { name: new RegExp(`^${envelopeTexts.stageTitle[key]}(: ${envelopeTexts.sealed})?$`) });
}

/** Waits until a stage shows as opened on the dashboard (reloading once: the job opened it server-side) and answers its text. */
export async function openEnvelopeStage(page: Page, key: EnvelopeStage): Promise<string> {
  const opened = envelopeOnDashboard(page).getByRole('listitem', { name: envelopeTexts.stageTitle[key], exact: true });
  if (!(await opened.isVisible())) await page.reload();
  await opened.waitFor({ state: 'visible', timeout: 15_000 });
  return (await opened.innerText()).trim();
}

/** Whether a stage is still sealed on the dashboard. */
export async function isStageSealed(page: Page, key: EnvelopeStage): Promise<boolean> {
  return envelopeOnDashboard(page).getByRole('listitem', { name: `${envelopeTexts.stageTitle[key]}: ${envelopeTexts.sealed}` }).isVisible();
}
