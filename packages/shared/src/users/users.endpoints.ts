import { endpointsOf } from '../common/endpoint';
import { passwordChangedResponseSchema } from '../auth/sessions.schemas';
import { displayCurrencyInputSchema } from '../money/display-currency.schemas';
import { changePasswordSchema, updateProfileSchema, userResponseSchema } from './user.schemas';

const endpoint = endpointsOf('users');

/** The signed-in user's own account. */
export const updateProfile = endpoint({
  method: 'PUT',
  path: '/users/me/profile',
  summary: 'Update the signed-in user’s name',
  auth: true,
  body: updateProfileSchema,
  responses: { 200: userResponseSchema },
  errors: [400, 401],
});

export const changePassword = endpoint({
  method: 'PUT',
  path: '/users/me/password',
  summary: 'Change the signed-in user’s password',
  description: 'Ends every other session of the user; the answer carries a fresh token for this one.',
  auth: true,
  body: changePasswordSchema,
  responses: { 200: passwordChangedResponseSchema },
  errors: [400, 401],
});

/** Issue 22: the currency prices are shown in, kept with the account (the browser keeps its own too). */
export const setDisplayCurrency = endpoint({
  method: 'PUT',
  path: '/users/me/display-currency',
  summary: 'Keep the currency the signed-in user sees prices in',
  description:
    'One of the currencies of the exchange-rate table (`exchange_rates` in GET /settings/public). Only what is shown changes: prices are charged in their own currency.',
  auth: true,
  body: displayCurrencyInputSchema,
  responses: { 200: userResponseSchema },
  errors: [400, 401],
});
