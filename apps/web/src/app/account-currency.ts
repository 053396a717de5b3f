import { useDisplayCurrency } from '@/lib/display-currency';
import { useSession } from '@/lib/session-store';

// Every page loads this file; what talks to the account is loaded on use (account-currency-sync.ts).
const sync = () => import('./account-currency-sync');

/** The header picker's choice: shown at once, and kept with the account of a signed-in visitor. */
export function chooseDisplayCurrency(code: string) {
  useDisplayCurrency.getState().choose(code);
  if (useSession.getState().token) void sync().then((m) => m.saveToAccount(code));
}

/** Whenever someone signs in (a new user id in the session), the account's choice and the browser's meet. */
export function followAccountCurrency() {
  return useSession.subscribe((state, prev) => {
    const user = state.user;
    if (user && state.token && user.id !== prev.user?.id) void sync().then((m) => m.adoptAccountCurrency(user));
  });
}
