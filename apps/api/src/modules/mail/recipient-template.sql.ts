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
 * the subject cut to its column's 200 characters, as outboxInsert does.
 */
export function composedBy(template: RecipientTemplate, name: SQL): { subject: SQL; body: SQL } {
  // Each part its own parameter: both database drivers pass text as it is, where an array literal needs quoting.
  const around = (parts: string[]) => sql`array_to_string(array[${sql.join(parts.map((part) => sql`${part}`), sql`, `)}]::text[], ${name})`;
  return { subject: sql`left(${around(template.subjectAround)}, 200)`, body: around(template.bodyAround) };
}
