import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { emailVerificationTexts } from '@mt/shared';
import './provided';
import { visitorAddress } from './visitors';

/** What /api/auth/* answers and what the browser keeps in localStorage ('user', 'token'). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  user_type: 'traveller' | 'partner' | 'admin';
  userType: 'traveller' | 'partner' | 'admin';
  companyName: string | null;
  [key: string]: unknown;
}
export interface Session {
  user: SessionUser;
  token: string;
}
export interface Account extends Session {
  email: string;
  password: string;
  name: string;
}
export interface PartnerAccount extends Account {
  companyName: string;
}

export interface ApiReply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly reply: ApiReply,
  ) {
    super(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
}

/** Unique per call: e2e-<time>-<random>@example.com (optionally with a tag for the log). */
export function uniqueEmail(tag = 'user'): string {
  return `e2e-${tag}-${Date.now()}-${randomBytes(4).toString('hex')}@example.com`;
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

export const TEST_PASSWORD = 'Correct-Horse-42';


/** Max time honoured from a 429's Retry-After before giving up (the sign-in limits are per minute). */
const MAX_RATE_LIMIT_WAIT_S = 20;

/**
 * A thin client for the product's HTTP API (fetch against the server global-setup started). It
 * prepares data and flips settings; journeys themselves go through the browser.
 */
export function createApi(baseURL: string = inject('baseURL')) {
  let adminSession: Promise<Session> | null = null;
  // One visitor for the file's set-up calls (support/visitors.ts), not the loopback address every file shares.
  const address = visitorAddress();

  async function request<T = unknown>(
    method: string,
    path: string,
    { body, token, expect }: { body?: unknown; token?: string; expect?: number | number[] } = {},
  ): Promise<ApiReply<T>> {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${baseURL}/api${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'x-forwarded-for': address,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text
      }
      const reply: ApiReply<T> = { status: res.status, body: parsed as T, headers: res.headers };
      // The server's own instruction, not a guess: sign-in/registration are limited per IP per minute.
      const retryAfter = Number(res.headers.get('retry-after'));
      if (res.status === 429 && attempt === 0 && retryAfter > 0 && retryAfter <= MAX_RATE_LIMIT_WAIT_S) {
        console.warn(`e2e: ${method} ${path} rate limited; retrying after ${retryAfter} s as the server asks`);
        await new Promise((r) => setTimeout(r, retryAfter * 1000));
        continue;
      }
      const wanted = expect === undefined ? null : Array.isArray(expect) ? expect : [expect];
      if (wanted ? !wanted.includes(res.status) : res.status >= 400) throw new ApiError(method, path, reply);
      return reply;
    }
  }

  /**
   * The verification link the server mailed to `email` (issue 21), read from the admin outbox as the
   * person would read their mail: the newest one.
   */
  async function verificationLink(email: string): Promise<string> {
    const { token } = await admin();
    const { body } = await request<{ emails: { subject: string; body: string }[] }>('GET', `/admin/outbox?to=${encodeURIComponent(email)}&limit=20`, {
      token,
      expect: 200,
    });
    const link = body.emails
      .filter((m) => m.subject === emailVerificationTexts.mailSubject)
      .map((m) => m.body.match(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/)?.[0])
      .find(Boolean);
    if (!link) throw new Error(`no verification link in the outbox for ${email}`);
    return link;
  }

  /** Confirms the address through its link, as a person opening the e-mail would. */
  async function verifyEmail(email: string): Promise<void> {
    const token = new URL(await verificationLink(email)).searchParams.get('token');
    await request('POST', '/auth/verify-email', { body: { token }, expect: 200 });
  }

  /** Accounts confirm their address unless a journey is about verification (`verified: false`). */
  async function registerTraveller(
    overrides: Partial<{ name: string; email: string; password: string; verified: boolean }> = {},
  ): Promise<Account> {
    const name = overrides.name ?? `Trav ${uniqueSuffix()}`;
    const email = overrides.email ?? uniqueEmail('traveller');
    const password = overrides.password ?? TEST_PASSWORD;
    const { body } = await request<Session>('POST', '/auth/register', {
      body: { name, email, password, avatar_url: null },
      expect: 201,
    });
    if (overrides.verified !== false) {
      await verifyEmail(email);
      body.user = { ...body.user, email_verified: true };
    }
    return { ...body, email, password, name };
  }

  async function registerPartner(
    overrides: Partial<{ companyName: string; name: string; email: string; password: string; verified: boolean }> = {},
  ): Promise<PartnerAccount> {
    const companyName = overrides.companyName ?? `E2E Safaris ${uniqueSuffix()}`;
    const name = overrides.name ?? `Contact ${uniqueSuffix()}`;
    const email = overrides.email ?? uniqueEmail('partner');
    const password = overrides.password ?? TEST_PASSWORD;
    const { body } = await request<Session>('POST', '/auth/partner-register', {
      body: {
        companyName,
        name,
        email,
        phone: '+255 700 000 000',
        website_url: null,
        logo_url: null,
        serviceType: 'tours',
        password,
      },
      expect: 201,
    });
    if (overrides.verified !== false) {
      await verifyEmail(email);
      body.user = { ...body.user, email_verified: true };
    }
    return { ...body, email, password, name, companyName };
  }

  async function login(email: string, password: string): Promise<Session> {
    const { body } = await request<Session>('POST', '/auth/login', { body: { email, password }, expect: 200 });
    return body;
  }

  /** The e2e admin global-setup created with `npm run create-admin`; signed in once per file. */
  function admin(): Promise<Session> {
    adminSession ??= login(inject('adminEmail'), inject('adminPassword')).catch((err) => {
      adminSession = null;
      throw err;
    });
    return adminSession;
  }

  async function getSettings(): Promise<{ maintenance_mode: boolean; [k: string]: unknown }> {
    const { token } = await admin();
    return (await request<{ maintenance_mode: boolean }>('GET', '/admin/settings', { token, expect: 200 })).body;
  }

  async function setMaintenance(on: boolean): Promise<void> {
    const { token } = await admin();
    const { body } = await request<{ maintenance_mode: boolean }>('PUT', '/admin/settings', {
      token,
      body: { maintenance_mode: on },
      expect: 200,
    });
    if (body.maintenance_mode !== on) throw new Error(`maintenance_mode is ${body.maintenance_mode} after setting ${on}`);
  }

  return { request, registerTraveller, registerPartner, login, admin, getSettings, setMaintenance, verificationLink, verifyEmail };
}

export type Api = ReturnType<typeof createApi>;
