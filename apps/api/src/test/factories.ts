import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { emailVerificationTexts, type AuthResponse, type PartnerRegisterInput, type RegisterInput, type UserDto } from '@mt/shared';
import { accountTokens, outboxEmails } from '../db/schema';
import { createAdmin as createAdminAccount } from '../modules/users/create-admin';
import { markEmailVerified } from '../modules/users/users.service';

let counter = 0;

/** Unique per call and per file run, so tests never collide on the unique email index. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(4).toString('hex')}@example.com`;
}

/** A company name no other test uses (slugs are unique). */
export function uniqueCompany(prefix = 'Safari Co'): string {
  counter += 1;
  return `${prefix} ${counter} ${randomBytes(3).toString('hex')}`;
}

export interface Person {
  user: UserDto;
  token: string;
  password: string;
  email: string;
}

async function expectAuth(app: FastifyInstance, url: string, payload: object, password: string): Promise<Person> {
  const res = await app.inject({ method: 'POST', url, payload });
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  }
  const body = res.json<AuthResponse>();
  return { user: body.user, token: body.token, password, email: body.user.email };
}

export function travellerInput(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return { name: 'Amina Traveller', email: uniqueEmail('traveller'), password: 'correct horse battery', ...overrides };
}

export function partnerInput(overrides: Partial<PartnerRegisterInput> = {}): PartnerRegisterInput {
  return {
    companyName: uniqueCompany(),
    name: 'Baraka Partner',
    email: uniqueEmail('partner'),
    phone: '+255 712 345 678',
    website_url: 'https://safari.example.com',
    logo_url: null,
    serviceType: 'tours',
    password: 'partner password 1',
    ...overrides,
  };
}

/** Whether the new account has confirmed its address (issue 21): yes, unless a test is about verification. */
export interface AccountOptions {
  verified?: boolean;
}

async function verifiedUnlessAsked(app: FastifyInstance, person: Person, { verified = true }: AccountOptions): Promise<Person> {
  if (!verified) return person;
  // As if the link was used long ago: the address is confirmed and its mail and token are gone, so
  // tests that count a person's mail see only the mail of their own steps.
  await markEmailVerified(app.db, person.user.id, new Date());
  await app.db.delete(accountTokens).where(eq(accountTokens.userId, person.user.id));
  await app.db.delete(outboxEmails).where(and(eq(outboxEmails.to, person.email), eq(outboxEmails.subject, emailVerificationTexts.mailSubject)));
  return { ...person, user: { ...person.user, email_verified: true } };
}

export async function createTraveller(app: FastifyInstance, overrides: Partial<RegisterInput> = {}, options: AccountOptions = {}): Promise<Person> {
  const input = travellerInput(overrides);
  return verifiedUnlessAsked(app, await expectAuth(app, '/api/auth/register', input, input.password), options);
}

export async function createPartner(app: FastifyInstance, overrides: Partial<PartnerRegisterInput> = {}, options: AccountOptions = {}): Promise<Person> {
  const input = partnerInput(overrides);
  return verifiedUnlessAsked(app, await expectAuth(app, '/api/auth/partner-register', input, input.password), options);
}

/** Admins have no sign-up route: created as the CLI does, then signed in through the API. */
export async function createAdmin(app: FastifyInstance, overrides: { email?: string; password?: string; name?: string } = {}): Promise<Person> {
  const input = { email: uniqueEmail('admin'), password: 'admin password 1', name: 'Ada Admin', ...overrides };
  await createAdminAccount(app.db, input);
  return expectAuth(app, '/api/auth/login', { email: input.email, password: input.password }, input.password);
}
