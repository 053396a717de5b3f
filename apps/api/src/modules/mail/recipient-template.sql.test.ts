import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { getFileDatabase } from '../../test/database';
import { rowsOf } from '../services/service-card.sql';
import type { MailMessage } from './mailer';
import { runWithPlaceholders } from '../../db/named-query';
import { composedBy, recipientTemplate, templateShape, templateValues } from './recipient-template.sql';
import { tripMessageEmails } from './trip-message-emails';
import type { Recipient } from './traveller-emails';

/** What the database makes of `render`'s template for a recipient called `name`. */
async function composedFor(render: (r: Recipient) => MailMessage, name: string) {
  const { handle } = await getFileDatabase();
  const template = recipientTemplate(render);
  const { subject, body } = composedBy(template, sql`r.name`);
  const query = sql`select ${subject} as subject, ${body} as body from (select ${sql.placeholder('name')}::text as name) r`;
  const [row] = rowsOf<{ subject: string; body: string }>(await runWithPlaceholders(handle.db, query, { ...templateValues(template), name }));
  return row!;
}

describe('an e-mail rendered once for recipients a statement finds', () => {
  const toTeam = (r: Recipient) => tripMessageEmails.toTeam(r, { tripId: 42, travellerName: `Zoë "Z" O'Neil $& {a,b}` }, 'https://example.com/');

  it('comes out exactly as the mail module renders it, whatever the names hold', async () => {
    for (const name of ['Ada Admin', `O'Brien $1 $& \\ "quoted" {x,y} NULL`, 'Ünïcödé 🦒', '']) {
      const expected = toTeam({ name, email: 'a@example.com' });
      expect(await composedFor(toTeam, name)).toEqual({ subject: expected.subject, body: expected.body });
    }
  });

  it('puts the name everywhere it goes, the subject too, and cuts the subject to the outbox column (200)', async () => {
    const render = (r: Recipient): MailMessage => ({ to: r.email, subject: `${r.name} and ${r.name}`, body: `${r.name}\n${r.name}.` });
    expect(await composedFor(render, 'Sam')).toEqual({ subject: 'Sam and Sam', body: 'Sam\nSam.' });
    const long = 'x'.repeat(150);
    expect((await composedFor(render, long)).subject).toBe(`${long} and ${long}`.slice(0, 200));
  });

  it('has a shape that decides its text, and values that fill it', () => {
    const template = recipientTemplate(toTeam);
    const other = recipientTemplate((r) => tripMessageEmails.toTeam(r, { tripId: 7, travellerName: 'Sam' }, 'https://example.com/'));
    expect(templateShape(other)).toBe(templateShape(template));
    expect(templateValues(other)).not.toEqual(templateValues(template));
    const dialect = new PgDialect();
    expect(dialect.sqlToQuery(composedBy(other, sql`r.name`).body).sql).toBe(dialect.sqlToQuery(composedBy(template, sql`r.name`).body).sql);
  });

  it('refuses a rendering that sends it elsewhere or shows the address in the text', () => {
    expect(() => recipientTemplate((r) => ({ to: 'someone@example.com', subject: r.name, body: '' }))).toThrow(/go to its recipient/);
    expect(() => recipientTemplate((r) => ({ to: r.email, subject: 'Hi', body: `Write to ${r.email}` }))).toThrow(/address nowhere else/);
  });
});
