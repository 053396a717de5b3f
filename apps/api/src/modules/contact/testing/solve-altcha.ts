import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** What the browser widget does: solve the proof of work and encode `{ challenge, solution }` as base64 JSON. */
export async function solveAltchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the test challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh challenge from the app, solved: a valid recaptchaToken for one contact message. */
export async function solvedAltchaToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/public/contact/challenge' });
  if (res.statusCode !== 200) throw new Error(`challenge answered ${res.statusCode}: ${res.body}`);
  return solveAltchaChallenge(res.json<Challenge>());
}

export const contactInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fatima Diallo',
  email: 'fatima@example.com',
  subject: 'A group trip',
  message: 'Can you plan for eight friends?',
  ...overrides,
});
