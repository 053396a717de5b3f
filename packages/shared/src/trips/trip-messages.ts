import { z } from 'zod';

/** A trip's thread between its traveller and the team (issue 18 section 4; docs/decisions/0012). */

export const TRIP_MESSAGE_MAX_LENGTH = 4000;
/** The other side gets at most one e-mail per thread in this time. */
export const TRIP_MESSAGE_EMAIL_INTERVAL_MS = 15 * 60_000;
/** How often an open thread asks for new messages. */
export const TRIP_MESSAGES_POLL_MS = 20_000;

/** The dashboard's query parameter that opens a trip's thread: where the traveller's e-mail links to. */
export const TRIP_MESSAGES_PARAM = 'messages';

export const TRIP_MESSAGE_AUTHOR_ROLES = ['traveller', 'team'] as const;
export const tripMessageAuthorRoleSchema = z.enum(TRIP_MESSAGE_AUTHOR_ROLES);
export type TripMessageAuthorRole = z.infer<typeof tripMessageAuthorRoleSchema>;

export const tripMessageTexts = {
  title: 'Messages',
  threadTitle: (tripId: number) => `Messages about trip #${tripId}`,
  teamName: 'Mystery Trips team',
  travellerRole: 'Traveller',
  you: 'You',
  empty: 'No messages yet. Ask us anything about your trip: we usually answer within a day.',
  emptyForTeam: 'No messages on this trip yet.',
  label: 'Your message',
  placeholder: 'Write a message…',
  send: 'Send',
  sending: 'Sending…',
  sent: 'Message sent.',
  newDivider: 'New',
  unread: (n: number) => `${n} unread message${n === 1 ? '' : 's'}`,
  open: (tripId: number) => `Messages about trip #${tripId}`,
  loadFailed: 'Could not load the messages.',
  sendFailed: 'Could not send your message.',
  // Server messages.
  bodyRequired: 'Write a message first.',
  bodyTooLong: `A message can have at most ${TRIP_MESSAGE_MAX_LENGTH} characters.`,
  bodyControlCharacters: 'A message can only contain text, line breaks and tabs.',
  tooMany: (seconds: number) => `You are sending messages too quickly. Please try again in ${seconds} seconds.`,
} as const;

// C0 controls but tab and line feed, DEL and the C1 controls: invisible, and able to garble a terminal
// or a log line that shows the text. Carriage returns are folded into line feeds before this check.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/**
 * `{ body }`: line breaks normalised to \n, trimmed, 1–4,000 characters, no control characters but
 * line feed and tab. Plain text: it is stored and shown as written, never as markdown or HTML.
 */
export const tripMessageInputSchema = z.object({
  body: z
    .string({ error: tripMessageTexts.bodyRequired })
    .overwrite((s) => s.replace(/\r\n?/g, '\n'))
    .trim()
    .min(1, tripMessageTexts.bodyRequired)
    .max(TRIP_MESSAGE_MAX_LENGTH, tripMessageTexts.bodyTooLong)
    .refine((s) => !CONTROL_CHARACTERS.test(s), tripMessageTexts.bodyControlCharacters),
});
export type TripMessageInput = z.input<typeof tripMessageInputSchema>;

export const tripMessageSchema = z.object({
  id: z.number().int(),
  author_role: tripMessageAuthorRoleSchema,
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type TripMessage = z.infer<typeof tripMessageSchema>;

/**
 * The thread oldest first. `read_up_to` is the caller's side's read marker (the id of the last message
 * it has read, 0 for none): the other side's messages above it are new to the caller.
 */
export const tripMessagesResponseSchema = z.object({
  messages: z.array(tripMessageSchema),
  read_up_to: z.number().int(),
});
export type TripMessagesResponse = z.infer<typeof tripMessagesResponseSchema>;

export const tripMessageCreatedSchema = z.object({ trip_message: tripMessageSchema });

/** Marks the thread read for the caller's side up to this message (clamped to the thread's last one). */
export const markTripMessagesReadSchema = z.object({ last_read_id: z.number().int().positive() });

/** A message's author as the other side and the author see it. */
export const tripMessageAuthorLabel = (message: Pick<TripMessage, 'author_role' | 'author_name'>): string =>
  message.author_role === 'team' ? `${message.author_name} · ${tripMessageTexts.teamName}` : `${message.author_name} · ${tripMessageTexts.travellerRole}`;
