import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactListResponseSchema, contactMessageSchema, contactTexts, type ContactMessage } from '@mt/shared';
import { contactMessages } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin } from '../../test/factories';

/** A database of its own: totals and orders are exact. 23 messages, one a minute, newest last. */
describe('admin contact inbox', () => {
  let t: TestApp;
  let token: string;
  const ids: number[] = [];
  const base = Date.UTC(2026, 0, 10, 8, 0, 0);

  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
    token = (await createAdmin(t.app)).token;
    for (let i = 0; i < 23; i++) {
      const [row] = await t.db
        .insert(contactMessages)
        .values({
          name: i === 5 ? 'zoë Quartz' : `Sender ${String(i).padStart(2, '0')}`,
          email: i === 7 ? 'Lodge.Owner@Boma.example' : `sender${i}@mail.example`,
          subject: i === 9 ? 'Discount: 100% off?' : `Question ${i}`,
          message: i === 11 ? 'Do you go to the Okavango delta?' : 'Hello there.',
          status: i % 3 === 0 ? 'replied' : i % 3 === 1 ? 'read' : 'new',
          receivedAt: new Date(base + i * 60_000),
        })
        .returning({ id: contactMessages.id });
      ids.push(row!.id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/contact-messages${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return contactListResponseSchema.strict().parse(res.json());
  };
  const call = (method: 'GET' | 'PATCH' | 'DELETE', id: number | string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/contact-messages/${id}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('lists 10 a page, newest first, with currentPage, totalPages and totalMessages', async () => {
    const page1 = await list();
    expect(page1.pagination).toEqual({ currentPage: 1, totalPages: 3, totalMessages: 23, limit: 10 });
    expect(page1.messages.map((m) => m.id)).toEqual(ids.slice(13).reverse());
    expect(page1.messages[0]).toEqual({
      id: ids[22],
      name: 'Sender 22',
      email: 'sender22@mail.example',
      subject: 'Question 22',
      message: 'Hello there.',
      status: 'read',
      received_at: new Date(base + 22 * 60_000).toISOString(),
    });
    const page3 = await list('?page=3');
    expect(page3.messages.map((m) => m.id)).toEqual(ids.slice(0, 3).reverse());
    expect((await list('?page=9')).messages).toEqual([]);
  });

  it('filters by status and sorts by any column either way', async () => {
    const replied = await list('?status=replied&limit=100');
    expect(replied.pagination.totalMessages).toBe(8);
    expect(replied.messages.every((m) => m.status === 'replied')).toBe(true);
    const oldest = await list('?sortBy=received_at&sortOrder=asc&limit=3');
    expect(oldest.messages.map((m) => m.id)).toEqual(ids.slice(0, 3));
    const byName = await list('?sortBy=name&sortOrder=asc&limit=100');
    const names = byName.messages.map((m) => m.name);
    expect(names.at(-1)).toBe('zoë Quartz');
    expect(names.slice(0, 2)).toEqual(['Sender 00', 'Sender 01']);
    const byStatus = await list('?sortBy=status&sortOrder=desc&limit=100');
    expect(byStatus.messages[0]!.status).toBe('replied');
  });

  it('searches name, email, subject and message, case-insensitively, with % taken literally', async () => {
    expect((await list('?search=ZOË')).messages.map((m) => m.id)).toEqual([ids[5]]);
    expect((await list('?search=lodge.owner')).messages.map((m) => m.id)).toEqual([ids[7]]);
    expect((await list(`?search=${encodeURIComponent('100%')}`)).messages.map((m) => m.id)).toEqual([ids[9]]);
    expect((await list(`?search=${encodeURIComponent('0%')}`)).messages.map((m) => m.id)).toEqual([ids[9]]);
    expect((await list('?search=okavango')).messages.map((m) => m.id)).toEqual([ids[11]]);
    expect((await list('?search=nothing-like-this')).pagination).toEqual({ currentPage: 1, totalPages: 0, totalMessages: 0, limit: 10 });
    // Search and status together; empty parameters mean "no filter".
    expect((await list('?search=sender1&status=new')).messages.every((m) => m.status === 'new' && /sender1/i.test(m.email))).toBe(true);
    expect((await list('?search=&status=&sortBy=&sortOrder=')).pagination.totalMessages).toBe(23);
  });

  it.each([
    ['?status=archived', 'status must be new, read or replied.'],
    ['?sortBy=password_hash', 'sortBy must be one of received_at, name, email, subject, status.'],
    ['?sortOrder=sideways', 'sortOrder must be asc or desc.'],
    ['?limit=1000', 'limit must be at most 100.'],
    ['?page=0', 'page must be at least 1.'],
    ['?page=two', 'page must be a whole number.'],
    [`?search=${'x'.repeat(201)}`, 'search must be at most 200 characters.'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/contact-messages${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('viewing a new message answers it and marks it read; read and replied ones keep their status', async () => {
    const fresh = ids[2]!;
    const res = await call('GET', fresh);
    expect(res.statusCode).toBe(200);
    const message = contactMessageSchema.strict().parse(res.json());
    expect(message).toMatchObject({ id: fresh, status: 'read', subject: 'Question 2' });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, fresh));
    expect(row!.status).toBe('read');
    expect((await call('GET', ids[3]!)).json<ContactMessage>().status).toBe('replied');
    expect((await call('GET', ids[4]!)).json<ContactMessage>().status).toBe('read');
  });

  it('marks a message replied, and answers 400 for an unknown status', async () => {
    const res = await call('PATCH', ids[8]!, { status: 'replied' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ContactMessage>()).toMatchObject({ id: ids[8], status: 'replied' });
    expect((await call('GET', ids[8]!)).json<ContactMessage>().status).toBe('replied');
    const bad = await call('PATCH', ids[8]!, { status: 'archived' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.status).toBeDefined();
    expect((await call('PATCH', ids[8]!, {})).statusCode).toBe(400);
  });

  it('deletes a message: it is gone from the list and answers 404 afterwards', async () => {
    const id = ids[0]!;
    const res = await call('DELETE', id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: contactTexts.deleted });
    expect((await list('?limit=100')).messages.map((m) => m.id)).not.toContain(id);
    for (const method of ['GET', 'DELETE'] as const) {
      const again = await call(method, id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: contactTexts.notFound });
    }
    expect((await call('PATCH', id, { status: 'replied' })).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a positive number', async () => {
    for (const id of ['abc', '0', '-4', '1.5']) expect((await call('GET', id)).statusCode).toBe(400);
  });
});
