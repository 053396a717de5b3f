import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse, PartnerRegisterInput, RegisterInput, UserDto } from '@mt/shared';
import { createAdmin as createAdminAccount } from '../modules/users/create-admin';

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

export async function createTraveller(app: FastifyInstance, overrides: Partial<RegisterInput> = {}): Promise<Person> {
  const input = travellerInput(overrides);
  return expectAuth(app, '/api/auth/register', input, input.password);
}

export async function createPartner(app: FastifyInstance, overrides: Partial<PartnerRegisterInput> = {}): Promise<Person> {
  const input = partnerInput(overrides);
  return expectAuth(app, '/api/auth/partner-register', input, input.password);
}

/** Admins have no sign-up route: created as the CLI does, then signed in through the API. */
export async function createAdmin(app: FastifyInstance, overrides: { email?: string; password?: string; name?: string } = {}): Promise<Person> {
  const input = { email: uniqueEmail('admin'), password: 'admin password 1', name: 'Ada Admin', ...overrides };
  await createAdminAccount(app.db, input);
  return expectAuth(app, '/api/auth/login', { email: input.email, password: input.password }, input.password);
}
