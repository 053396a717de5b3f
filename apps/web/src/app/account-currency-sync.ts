import type { UserDto } from '@mt/shared';
import { setDisplayCurrency } from '@/features/users/api/set-display-currency';
import { useDisplayCurrency } from '@/lib/display-currency';
import { useSession } from '@/lib/session-store';

/**
 * The display currency is kept twice (issue 22, docs/decisions/0039): by the browser, and by the account once
 * signed in, so that it follows the person to another device.
 */
export async function saveToAccount(code: string) {
  try {
    const { user } = await setDisplayCurrency(code);
    if (useSession.getState().user?.id === user.id) useSession.getState().setUser(user);
  } catch {
    // The browser keeps the choice; the account is told at the next choice or sign-in.
  }
}

/**
 * At sign-in the account's choice wins, being the one that follows the person; an account without one takes
 * the choice this browser made, if it made one.
 */
export async function adoptAccountCurrency(user: UserDto) {
  const { chosen, choose } = useDisplayCurrency.getState();
  if (user.display_currency) {
    if (user.display_currency !== chosen) choose(user.display_currency);
  } else if (chosen) {
    await saveToAccount(chosen);
  }
}
