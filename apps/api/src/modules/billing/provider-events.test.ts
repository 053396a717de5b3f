import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { outboxEmails, providerEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { uniqueEmail } from '../../test/factories';
import { applyProviderEvent, applyProviderEvents, type ProviderEventDeps, type ProviderEventHandlers } from './provider-events';
import { sandboxEvent } from './sandbox-events';

/**
 * Billing's one door for provider events, with handlers of the test's own: each event id is applied
 * once, in the transaction that records it, and mail is kicked only when a handler wrote some.
 */
describe('provider events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const recorded = async (...ids: string[]) => (await t.db.select().from(providerEvents).where(inArray(providerEvents.eventId, ids))).map((e) => e.eventId);

  /** Deps whose handlers log what they ran; `mail` counts its kicks. */
  function door(handlers: ProviderEventHandlers) {
    const mail = { kicks: 0, kick: () => void (mail.kicks += 1) };
    const deps: ProviderEventDeps = { db: t.db, config: t.config, log: t.app.log, mail, eventHandlers: handlers };
    return { deps, mail };
  }

  it('applies an event once however often it arrives, records types it has no handler for, and kicks no mail without any', async () => {
    const ran: string[] = [];
    const { deps, mail } = door({ 'thing.happened': async (ctx) => void ran.push(ctx.event.id) });
    const event = sandboxEvent('thing.happened', { id: 'obj_1' });
    expect(await applyProviderEvent(deps, event)).toBe('applied');
    expect(await applyProviderEvent(deps, event)).toBe('duplicate');
    expect(ran).toEqual([event.id]);
    const other = sandboxEvent('thing.unheard_of', { id: 'obj_2' });
    expect(await applyProviderEvent(deps, other)).toBe('ignored');
    expect(await applyProviderEvent(deps, other)).toBe('duplicate');
    expect(await recorded(event.id, other.id)).toEqual([event.id, other.id]);
    expect(mail.kicks).toBe(0);
  });

  it('stores event ids whole: two 200-character ids sharing a 150-character prefix are two events', async () => {
    const ran: string[] = [];
    const { deps } = door({ 'thing.long': async (ctx) => void ran.push(ctx.event.id) });
    const prefix = `evt_${'p'.repeat(146)}`;
    const a = { ...sandboxEvent('thing.long', { id: 'obj_long' }), id: `${prefix}${'a'.repeat(50)}` };
    const b = { ...sandboxEvent('thing.long', { id: 'obj_long' }), id: `${prefix}${'b'.repeat(50)}` };
    expect(a.id).toHaveLength(200);
    expect(await applyProviderEvent(deps, a)).toBe('applied');
    expect(await applyProviderEvent(deps, b)).toBe('applied');
    expect(await applyProviderEvent(deps, b)).toBe('duplicate');
    expect(ran).toEqual([a.id, b.id]);
    expect((await recorded(a.id, b.id)).sort()).toEqual([a.id, b.id]);
  });

  it('hands the handler the event, the public URL and a mail that is written in its transaction, then kicks delivery once', async () => {
    const to = uniqueEmail('events');
    const { deps, mail } = door({
      'thing.mailed': async (ctx) => {
        expect(ctx.publicUrl).toBe(t.config.publicUrl);
        expect(ctx.event.data.object).toEqual({ id: 'obj_3' });
        await ctx.email({ to, subject: 'one', body: 'first' });
        await ctx.email({ to, subject: 'two', body: 'second' });
      },
    });
    await applyProviderEvent(deps, sandboxEvent('thing.mailed', { id: 'obj_3' }));
    expect((await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).map((m) => m.subject).sort()).toEqual(['one', 'two']);
    expect(mail.kicks).toBe(1);
  });

  it('leaves no record and no mail when a handler fails, so the provider’s retry is applied', async () => {
    const to = uniqueEmail('events');
    let fail = true;
    const { deps, mail } = door({
      'thing.flaky': async (ctx) => {
        await ctx.email({ to, subject: 'flaky', body: 'x' });
        if (fail) throw new Error('not yet');
      },
    });
    const event = sandboxEvent('thing.flaky', { id: 'obj_4' });
    await expect(applyProviderEvent(deps, event)).rejects.toThrow('not yet');
    expect(await recorded(event.id)).toEqual([]);
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).toHaveLength(0);
    expect(mail.kicks).toBe(0);
    fail = false;
    expect(await applyProviderEvent(deps, event)).toBe('applied');
    expect(await recorded(event.id)).toEqual([event.id]);
    expect(mail.kicks).toBe(1);
  });

  it('applies several events, or events built from the transaction, all or none', async () => {
    const ran: string[] = [];
    const { deps } = door({ 'thing.happened': async (ctx) => void ran.push(ctx.event.id) });
    const [a, b] = [sandboxEvent('thing.happened', { id: 'a' }), sandboxEvent('thing.happened', { id: 'b' })];
    expect(await applyProviderEvents(deps, async () => [a, b, a])).toEqual(['applied', 'applied', 'duplicate']);
    expect(ran).toEqual([a.id, b.id]);

    const [c, d] = [sandboxEvent('thing.happened', { id: 'c' }), sandboxEvent('thing.unknown', { id: 'd' })];
    await expect(
      applyProviderEvents(deps, async (tx) => {
        await tx.insert(providerEvents).values({ eventId: d.id, type: d.type });
        if (c.id) throw new Error('precondition failed');
        return [c];
      }),
    ).rejects.toThrow('precondition failed');
    expect(await recorded(c.id, d.id)).toEqual([]);
    expect(ran).toEqual([a.id, b.id]);
  });

  it('records an over-long event id whole and its type cut to its column, and knows the id again', async () => {
    const { deps } = door({});
    const event = { ...sandboxEvent(`thing.${'t'.repeat(100)}`, {}), id: `evt_${'x'.repeat(200)}` };
    expect(await applyProviderEvent(deps, event)).toBe('ignored');
    const [row] = await t.db.select().from(providerEvents).where(eq(providerEvents.eventId, event.id));
    expect(row!.type).toBe(event.type.slice(0, 80));
    expect(await applyProviderEvent(deps, event)).toBe('duplicate');
  });
});
