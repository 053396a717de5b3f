/**
 * "Remember me" keeps the email filled in on the next visit. The session itself always lives in
 * localStorage (spec 1 section 3), so the box does not change how long the user stays signed in.
 */
export const REMEMBERED_EMAIL_KEY = 'rememberedEmail';

export const readRememberedEmail = (): string => {
  try {
    return localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
};

export function saveRememberedEmail(email: string, remember: boolean) {
  try {
    if (remember) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // Storage can be unavailable (private mode quotas); remembering is only a convenience.
  }
}
