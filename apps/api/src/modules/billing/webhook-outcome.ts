import type { ApplyResult } from './provider-events';

/** What one provider webhook came to (metrics): the event's result, or why it was refused or failed. */
export type WebhookOutcome = ApplyResult | 'invalid_signature' | 'malformed' | 'not_configured' | 'error';
