/** Marks the injected tag so a second call (re-render, StrictMode, route change) adds nothing. */
export const CHAT_SCRIPT_ATTRIBUTE = 'data-chat-widget';

interface MinimisableChatApi {
  onLoad?: () => void;
  minimize?: () => void;
  [key: string]: unknown;
}

declare global {
  interface Window {
    Tawk_API?: MinimisableChatApi;
  }
}

/** Only absolute http(s) URLs are loaded: a setting must never become a javascript: or data: URL. */
export function parseChatWidgetUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Asks the widget to start minimised (spec 1 section 2). Providers with a Tawk-style global read the
 * object before their script runs, so it is prepared first; an existing onLoad is kept and chained.
 */
function requestMinimisedStart(win: Window) {
  const api: MinimisableChatApi = win.Tawk_API ?? {};
  const previousOnLoad = api.onLoad;
  api.onLoad = () => {
    previousOnLoad?.();
    try {
      win.Tawk_API?.minimize?.();
    } catch {
      // A provider without a minimise call just opens in its default state.
    }
  };
  win.Tawk_API = api;
}

/** Injects the third-party chat script once. Returns whether a script was added. */
export function loadChatWidget(rawUrl: string | null | undefined, doc: Document = document): boolean {
  const src = parseChatWidgetUrl(rawUrl);
  if (!src || doc.querySelector(`script[${CHAT_SCRIPT_ATTRIBUTE}]`)) return false;
  const win = doc.defaultView;
  if (win) requestMinimisedStart(win);
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.charset = 'UTF-8';
  script.setAttribute(CHAT_SCRIPT_ATTRIBUTE, '');
  doc.body.appendChild(script);
  return true;
}
