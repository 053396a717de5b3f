import { usersEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** PUT /api/users/me/display-currency: the account keeps the currency prices are shown in (issue 22). */
export const setDisplayCurrency = (currency: string) => callApi(usersEndpoints.setDisplayCurrency, { body: { currency }, auth: true });
