import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxResponseSchema } from '@mt/shared';
import { outboxEmails } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller } from '../../test/factories';
import { submitPreference } from '../trips/testing/journey';
import { startSmtpSink } from './testing/smtp-sink';

describe('mail without SMTP: the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the mail of a step in the outbox, readable by admins only', async () => {
    const traveller = await createTraveller(t.app);
    await submitPreference(t.app, traveller.token);
    const admin = await createAdmin(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/outbox?to=${encodeURIComponent(traveller.email.toUpperCase())}`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const body = outboxResponseSchema.strict().parse(res.json());
    expect(body.delivery).toBe('outbox');
    expect(body.emails).toHaveLength(1);
    expect(body.emails[0]).toMatchObject({ to: traveller.email, subject: 'We received your mystery trip preferences', sent_at: null, attempts: 0 });
    expect(body.emails[0]!.body).toContain(`Hello ${traveller.user.name}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(traveller.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer((await createPartner(t.app)).token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox?limit=0', headers: bearer(admin.token) })).statusCode).toBe(400);
  });
});

describe('mail over SMTP (SMTP_URL)', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Mystery Trips <trips@example.com>' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  const rows = (to: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

  it('delivers after the commit and marks the row sent', async () => {
    const traveller = await createTraveller(t.app);
    await submitPreference(t.app, traveller.token);
    await t.app.mail.idle();
    // The registration's verification link may have gone out first (issue 21): this test is about the step's mail.
    const mail = sink.received.find((m) => m.to.some((r) => r.includes(traveller.email)) && m.data.includes('Subject: We received'))!;
    expect(mail.from).toContain('trips@example.com');
    expect(mail.data).toContain('Subject: We received your mystery trip preferences');
    const [row] = await rows(traveller.email);
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.attempts).toBe(1);
  });

  it('a refusing SMTP server never breaks the request; the mail stays for the retry job', async () => {
    sink.setRefuse(true);
    const traveller = await createTraveller(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/preferences',
      headers: bearer(traveller.token),
      payload: { budget_range: '500-1000', duration: '3-5', traveller_count: 1, departure_date: '2035-01-01', interests: ['city'] },
    });
    expect(res.statusCode).toBe(201);
    await t.app.mail.idle();
    const [row] = await rows(traveller.email);
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row!.lastError).toMatch(/451|try again/);

    // The claim lease keeps a just-tried row out of the next round; once it has passed, the job retries.
    sink.setRefuse(false);
    expect((await t.app.scheduler.runNow('deliver-mail')).ran).toBe(true);
    expect((await rows(traveller.email))[0]!.sentAt).toBeNull();
    await t.db.update(outboxEmails).set({ lastAttemptAt: new Date(Date.now() - 10 * 60_000) }).where(eq(outboxEmails.id, row!.id));
    await t.app.scheduler.runNow('deliver-mail');
    expect((await rows(traveller.email))[0]).toMatchObject({ attempts: 2, lastError: null });
    expect((await rows(traveller.email))[0]!.sentAt).toBeInstanceOf(Date);
  });
});
