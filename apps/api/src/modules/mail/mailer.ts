import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/** Where mail goes once it is committed to the outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Bounded waits: a hung SMTP server must not pile up deliveries.
    this.transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as object);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.body });
  }

  close(): void {
    this.transport.close();
  }
}

/** No SMTP configured: the outbox table itself is the mailbox admins read (GET /api/admin/outbox). */
export class OutboxOnlyMailer implements Mailer {
  readonly kind = 'outbox' as const;
  async send(): Promise<void> {
    throw new Error('OutboxOnlyMailer does not send');
  }
  close(): void {}
}

export function createMailer(config: { smtpUrl: string | null; mailFrom: string }): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxOnlyMailer();
}
