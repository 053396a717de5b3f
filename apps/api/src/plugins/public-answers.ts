import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncodedText, sendEncodedJson } from '../lib/encoded-text';
import { ExpiringCache } from '../lib/expiring-cache';
import { answerGroup, urlGroups } from './public-changes';

/**
 * Addresses kept at once: the catalogue's searches, the lists, each partner and story asked for in the minute.
 * Any query string is an address, so this also bounds what a client inventing them can make the process hold:
 * 32 MB of JSON at most (a search of 50 services is about 50 KB, a partner's 10 KB, a story's 5 KB).
 */
const MAX_ANSWERS = 5_000;
const MAX_ANSWER_TEXT = 32 * 1024 * 1024;

/**
 * A header the page composer's own requests carry (page-html.ts), with a value drawn per process that no client
 * can know: a page, kept a minute, is made from fresh answers, never from one kept a second that a write left to
 * lag (public-changes.ts, PAGES_ONLY), which the page would then show for its minute.
 */
export const FRESH_ANSWER_HEADER = 'x-fresh-answer';
export const FRESH_ANSWER_TOKEN = randomBytes(16).toString('hex');

type Payload<R extends FastifyReply> = Parameters<R['send']>[0];
/** The app's serializers write strings; Fastify's type allows bytes too. */
const textOf = (serialized: string | ArrayBuffer | Buffer) => (typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString());

export interface PublicAnswerOptions {
  /**
   * The answer is the same whoever asks (the catalogue): kept for signed-in readers too. Otherwise (a story's
   * `userHasLiked`, an admin's blog drafts) only a guest's, with no Authorization header, is kept.
   */
  sameForEveryone?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a public read with what `load` gives, or with the answer kept for its address (public-answers.ts). */
    publicAnswer<R extends FastifyReply>(request: FastifyRequest, reply: R, load: () => Promise<Payload<R>>, options?: PublicAnswerOptions): Promise<R>;
  }
}

/**
 * The public API's hot reads (search, featured services, partner, story and blog answers) are the same at one
 * address for every guest, and under load the same few addresses are asked for many times a second, each a
 * database round trip and a serialization. They are kept `config.publicAnswersTtlMs` by URL, serialized by the
 * route's own serializer and compressed once per encoding (lib/encoded-text.ts); a burst of misses makes one
 * load (lib/expiring-cache.ts). What a write changes goes at once here and within milliseconds on every other
 * instance (public-changes.ts, the pages' rules: '/stories' drops the answers under '/api/stories'). Validation
 * and rate limits run before the handler, and a load that throws (a 404) keeps nothing. Decision 0050.
 */
export default fp(
  async (app) => {
    const ttlMs = app.config.publicAnswersTtlMs;
    const answers = new ExpiringCache<EncodedText>(ttlMs, MAX_ANSWERS, { weight: { weigh: (answer) => answer.text.length, max: MAX_ANSWER_TEXT }, groupsOf: urlGroups });
    app.publicChanges.subscribe((addresses) => (addresses === undefined ? answers.clear() : answers.dropGroups(addresses.flatMap((address) => answerGroup(address) ?? []))));

    app.decorate('publicAnswer', async function publicAnswer<R extends FastifyReply>(request: FastifyRequest, reply: R, load: () => Promise<Payload<R>>, options: PublicAnswerOptions = {}): Promise<R> {
      const fresh = request.headers[FRESH_ANSWER_HEADER] === FRESH_ANSWER_TOKEN;
      const keep = ttlMs > 0 && !fresh && (options.sameForEveryone === true || request.headers.authorization === undefined);
      if (!keep) return reply.send(await load()) as R;
      const kept = await answers.get(request.url, async () => new EncodedText(textOf(reply.serialize(await load()))));
      return sendEncodedJson(request, reply, kept);
    });
  },
  { name: 'public-answers', dependencies: ['context', 'public-changes'] },
);
