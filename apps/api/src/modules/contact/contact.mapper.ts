import type { ContactMessage } from '@mt/shared';
import type { ContactMessageRow } from './contact.repository';

export const toContactMessage = (r: ContactMessageRow): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  status: r.status,
  received_at: r.receivedAt.toISOString(),
});
