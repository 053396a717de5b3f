import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../modules/mail/mailer';
import { MailDelivery } from '../modules/mail/mail-delivery';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outbox delivery: services write mail in their transaction, then call `app.mail.kick()`. */
    mail: MailDelivery;
  }
}

export interface MailPluginOptions {
  /** Tests pass their own; otherwise SMTP_URL decides. */
  mailer?: Mailer;
}

export default fp<MailPluginOptions>(
  async (app, { mailer }) => {
    const delivery = new MailDelivery(app.db, mailer ?? createMailer(app.config), app.log);
    app.decorate('mail', delivery);
    app.addHook('onClose', async () => {
      await delivery.idle();
      delivery.mailer.close();
    });
  },
  { name: 'mail', dependencies: ['context'] },
);
