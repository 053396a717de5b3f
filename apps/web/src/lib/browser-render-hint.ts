import { BROWSER_RENDER_COOKIES } from '@mt/shared';

/**
 * Tells the server, through a cookie, whether this browser's pages differ from a guest's default one (signed in,
 * accessibility preferences): the server then leaves their first paint to the browser (decision 0028) rather
 * than paint a page that would change under the visitor's eyes. The cookie carries no secret.
 */
export function setBrowserRenderHint(reason: keyof typeof BROWSER_RENDER_COOKIES, on: boolean) {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  const value = on ? '1; max-age=31536000' : '; max-age=0';
  document.cookie = `${BROWSER_RENDER_COOKIES[reason]}=${value}; path=/; samesite=lax${secure}`;
}
