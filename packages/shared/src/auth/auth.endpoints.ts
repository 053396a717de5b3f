import { endpointsOf } from '../common/endpoint';
import { authResponseSchema, loginSchema, partnerRegisterSchema, registerSchema } from './auth.schemas';

const endpoint = endpointsOf('auth');

/** Public, rate limited per IP (the server's rule): each answers the token and the user. */
export const login = endpoint({
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with email and password',
  body: loginSchema,
  responses: { 200: authResponseSchema },
  errors: [400, 401, 429],
});

export const register = endpoint({
  method: 'POST',
  path: '/auth/register',
  summary: 'Register a traveller account',
  body: registerSchema,
  responses: { 201: authResponseSchema },
  errors: [400, 409, 429],
});

export const registerPartner = endpoint({
  method: 'POST',
  path: '/auth/partner-register',
  summary: 'Register a partner account with its company profile',
  body: partnerRegisterSchema,
  responses: { 201: authResponseSchema },
  errors: [400, 409, 429],
});
