import type { Tx } from '../db/client';
import { contactMessages } from '../db/schema';
import { daysFrom } from './util';

export interface DemoContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'new' | 'read' | 'replied';
  daysAgo: number;
}

export const DEMO_CONTACT_MESSAGES: DemoContactMessage[] = [
  {
    name: 'Fatima Diallo', email: 'fatima.diallo@mail.example', subject: 'Group trip for a 40th birthday', status: 'new', daysAgo: 0,
    message: 'Hello! We are eight friends turning forty next year and would love a mystery trip together. Can you plan for a group of eight, and can we split the payment?',
  },
  {
    name: 'Tom Becker', email: 'tom.becker@mail.example', subject: 'Accessibility question', status: 'new', daysAgo: 1,
    message: 'My father uses a wheelchair. Can you take that into account when choosing lodges and transport? Where should we mention it?',
  },
  {
    name: 'Grace Otieno', email: 'grace@boma-lodge.example', subject: 'Partnership enquiry from a lodge in Laikipia', status: 'read', daysAgo: 4,
    message: 'We run a twelve-room eco lodge in Laikipia, Kenya and would like to list with you. Which plan would suit us, and how does the commission work?',
  },
  {
    name: 'Henrik Dahl', email: 'henrik.dahl@mail.example', subject: 'Can I find out the destination early?', status: 'read', daysAgo: 9,
    message: 'I need to know about visas before I can travel. Is there a way to find out the country earlier than three days before?',
  },
  {
    name: 'Sofia Rossi', email: 'sofia.rossi@mail.example', subject: 'Thank you!', status: 'replied', daysAgo: 21,
    message: 'Just back from our surprise week in Morocco. Everything was perfect, please thank Youssef at the riad for us.',
  },
  {
    name: 'Daniel Okoro', email: 'daniel.okoro@mail.example', subject: 'Refund for a cancelled trip', status: 'replied', daysAgo: 33,
    message: 'I had to cancel my trip for family reasons. How long does the refund take to reach my card?',
  },
];

export async function insertContactMessages(tx: Tx, list: DemoContactMessage[], ctx: { now: Date }): Promise<number> {
  if (!list.length) return 0;
  await tx.insert(contactMessages).values(
    list.map((m, i) => ({
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      status: m.status,
      receivedAt: daysFrom(ctx.now, -m.daysAgo, 8 + (i % 9)),
    })),
  );
  return list.length;
}
