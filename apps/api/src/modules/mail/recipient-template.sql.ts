import { sql, type SQL } from 'drizzle-orm';
import type { MailMessage } from './mailer';
import type { Recipient } from './traveller-emails';

/**
 * An e-mail rendered once for recipients a statement finds: its subject and body as the text around each place
 * the recipient's name goes. The statement that queues it puts each recipient's name in (`composedBy`), so a
 * write whose recipients only the database knows (every admin, a trip's traveller) reads them, decides and
 * queues in one round trip, with the texts the mail module wrote.
 */
export interface RecipientTemplate {
  subjectAround: string[];
  bodyAround: string[];
}

// PostgreSQL text cannot hold NUL, so no name, address or other text the e-mail carries contains these.
const NAME_SLOT = '\u0000name\u0000';
const EMAIL_SLOT = '\u0000email\u0000';

/** Renders `render` for a recipient whose name and address are left open. */
export function recipientTemplate(render: (recipient: Recipient) => MailMessage): RecipientTemplate {
  const mail = render({ name: NAME_SLOT, email: EMAIL_SLOT });
  if (mail.to !== EMAIL_SLOT || mail.subject.includes(EMAIL_SLOT) || mail.body.includes(EMAIL_SLOT)) {
    throw new Error('a recipient template must go to its recipient and show the address nowhere else');
  }
  return { subjectAround: mail.subject.split(NAME_SLOT), bodyAround: mail.body.split(NAME_SLOT) };
}

/**
 * The subject and body of `template` for a recipient named `name` (an SQL expression), as the outbox keeps them:
 * the subject cut to its column's 200 characters, as outboxInsert does. The template's texts are placeholders
 * (their values: templateValues), so a prepared statement's text depends only on the template's shape
 * (templateShape): how many parts each text has.
 */
export function composedBy(template: RecipientTemplate, name: SQL): { subject: SQL; body: SQL } {
  // Each part its own parameter: both database drivers pass text as it is, where an array literal needs quoting.
  const around = (parts: string[], prefix: string) =>
    sql`array_to_string(array[${sql.join(parts.map((_, i) => sql`${sql.placeholder(`${prefix}${i}`)}::text`), sql`, `)}]::text[], ${name})`;
  return { subject: sql`left(${around(template.subjectAround, SUBJECT_PART)}, 200)`, body: around(template.bodyAround, BODY_PART) };
}

const SUBJECT_PART = 'mail_subject_';
const BODY_PART = 'mail_body_';

/** The values of composedBy's placeholders for `template`. */
export function templateValues(template: RecipientTemplate): Record<string, string> {
  const values: Record<string, string> = {};
  template.subjectAround.forEach((part, i) => (values[`${SUBJECT_PART}${i}`] = part));
  template.bodyAround.forEach((part, i) => (values[`${BODY_PART}${i}`] = part));
  return values;
}

/** What composedBy's text depends on: a statement made with it is prepared once per shape. */
export const templateShape = (template: RecipientTemplate) => `${template.subjectAround.length}.${template.bodyAround.length}`;
