import { endpointsOf } from '../common/endpoint';
import { authResponseSchema, partnerRegisterSchema, registerSchema } from './auth.schemas';
import { loginWithProofSchema } from './login-guard.schemas';

const endpoint = endpointsOf('auth');

/** Public, rate limited per IP (the server's rule): each answers the token and the user. */
export const login = endpoint({
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with email and password',
  description: '428 asks for a proof of work (GET /auth/login-challenge, sent back as `proof`) after repeated failures.',
  body: loginWithProofSchema,
  responses: { 200: authResponseSchema },
  errors: [400, 401, 428, 429],
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
