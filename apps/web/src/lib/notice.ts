import { DASHBOARD_ERROR_MS, DASHBOARD_SUCCESS_MS } from '@mt/shared';

/** What a dashboard tab reports: the page around it shows the message in a banner (spec 3 section 2). */
export interface Notify {
  success(message: string): void;
  error(message: string): void;
}

/** One banner of the admin pages: its tone and text. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** Spec 3 section 2: a success banner goes after 5 s, an error after 8 s (for useTimedValue). */
export const noticeLifetime = ({ tone }: Notice) => (tone === 'success' ? DASHBOARD_SUCCESS_MS : DASHBOARD_ERROR_MS);
