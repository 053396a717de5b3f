import { endpointsOf } from '../common/endpoint';
import { adminExchangeRatesSchema, updateExchangeRatesSchema } from './exchange-rates.schemas';

/** The admin's exchange-rate table (docs/decisions/0041), documented with the other admin routes. Admins only. */
const endpoint = endpointsOf('admin');

export const get = endpoint({
  method: 'GET',
  path: '/admin/settings/exchange-rates',
  summary: 'The exchange-rate table in force, against USD, and when it was last changed',
  auth: true,
  responses: { 200: adminExchangeRatesSchema },
  errors: [401, 403],
});

export const update = endpoint({
  method: 'PUT',
  path: '/admin/settings/exchange-rates',
  summary: 'Replace the exchange-rate table (every currency of it, 1 USD = x)',
  description: 'Prices and the price filter use the new rates at once on this instance, within 30 s on the others.',
  auth: true,
  body: updateExchangeRatesSchema,
  responses: { 200: adminExchangeRatesSchema },
  errors: [400, 401, 403],
});
