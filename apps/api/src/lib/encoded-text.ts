import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import { COMPRESSION_THRESHOLD_BYTES } from '../plugins/compression';

export type TextEncoding = 'br' | 'gzip' | 'identity';

/** Distinct Accept-Encoding values whose answer is kept: browsers send a handful. */
export const KEPT_ACCEPT_ENCODINGS = 64;

/**
 * The negotiator's answers by header value, at most KEPT_ACCEPT_ENCODINGS of them (the oldest goes first): a
 * client sending a new value each time (the header is the client's to write) must not grow it without end.
 */
export class AcceptEncodingAnswers {
  private readonly answers = new Map<string, string>();
  get size(): number {
    return this.answers.size;
  }
  has(header: string): boolean {
    return this.answers.has(header);
  }
  get(header: string): string | undefined {
    return this.answers.get(header);
  }
  set(header: string, answer: string): this {
    if (!this.answers.has(header) && this.answers.size >= KEPT_ACCEPT_ENCODINGS) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(header, answer);
    return this;
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliOptions = (bytes: Buffer) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });

/**
 * Texts up to this size are compressed on the event loop, longer ones on libuv's thread pool. A body made on the
 * pool is picked up a turn of the event loop later, and under bench:cluster's mix a turn is 10–25 ms: every
 * answer made afresh (a story's after a like, a dashboard after a write) and every page painted afresh waited
 * that long for its compression. A 16 KB JSON answer's brotli (quality 5) takes about 60 µs here, a 60 KB page's
 * about 0.3 ms; the few longer texts (a long blog post's page) stay on the pool, so that one of them never holds
 * every other request (decisions 0059, 0060).
 */
export const COMPRESS_ON_LOOP_MAX_BYTES = 64 * 1024;

function compressed(encoding: 'br' | 'gzip', bytes: Buffer): Promise<Buffer> {
  if (bytes.length > COMPRESS_ON_LOOP_MAX_BYTES) return encoding === 'br' ? brotliAsync(bytes, brotliOptions(bytes)) : gzipAsync(bytes);
  try {
    return Promise.resolve(encoding === 'br' ? brotliCompressSync(bytes, brotliOptions(bytes)) : gzipSync(bytes));
  } catch (err) {
    return Promise.reject(err as Error);
  }
}

const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'], cache: new AcceptEncodingAnswers() });

/**
 * A text answer kept for many requests (a rendered page, a traveller's dashboard) with its compressed bodies,
 * each made the first time a client asks for it. Kept with the text (page-cache.ts, kept-dashboards.ts), a
 * burst of requests compresses it once per encoding rather than once per request; the same choice as
 * plugins/compression.ts makes for every other answer (brotli, else gzip, nothing under 1 KB).
 */
export class EncodedText {
  private readonly bodies = new Map<TextEncoding, Promise<Buffer>>();

  /**
   * Whether the text is too short to be worth compressing, measured once: its UTF-8 length walks the whole text,
   * which for every request of a kept page was 6 % of the server's time (story pages alone, bench:cluster).
   */
  private readonly short: boolean;

  constructor(readonly text: string) {
    this.short = Buffer.byteLength(text) < COMPRESSION_THRESHOLD_BYTES;
  }

  /** What to send for this Accept-Encoding header. */
  encodingFor(acceptEncoding: string | undefined): TextEncoding {
    if (!acceptEncoding || this.short) return 'identity';
    // As @fastify/compress reads it: "*" and "x-gzip" stand for gzip.
    return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip')) ?? 'identity';
  }

  /**
   * The body in this encoding. A large text is compressed on libuv's thread pool, as @fastify/compress does for
   * other answers: a page's brotli is up to a millisecond, which on the event loop held every other request
   * waiting (10 % of the server thread's time under bench:cluster's mix, on the thread that limits one instance),
   * while the machine's other core had time to spare. A small one on the event loop (COMPRESS_ON_LOOP_MAX_BYTES).
   * Requests arriving meanwhile wait for the same body.
   */
  body(encoding: TextEncoding): Promise<Buffer> {
    let body = this.bodies.get(encoding);
    if (!body) {
      const bytes = Buffer.from(this.text);
      body = encoding === 'identity' ? Promise.resolve(bytes) : compressed(encoding, bytes);
      // A failed compression is not kept: the next request tries again.
      body.catch(() => this.bodies.delete(encoding));
      this.bodies.set(encoding, body);
    }
    return body;
  }
}

/**
 * Sends kept JSON text (a public answer, a dashboard, a partner's insights) as the reply, in the encoding the
 * request accepts. The bytes are sent as they are: already compressed, @fastify/compress leaves them alone.
 */
export async function sendEncodedJson<R extends FastifyReply>(request: FastifyRequest, reply: R, answer: EncodedText): Promise<R> {
  const encoding = answer.encodingFor(request.headers['accept-encoding']);
  const body = await answer.body(encoding);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .type('application/json; charset=utf-8')
    .header('vary', 'accept-encoding')
    .send(body as never) as R;
}
