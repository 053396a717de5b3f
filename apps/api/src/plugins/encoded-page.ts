import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

export type PageEncoding = 'br' | 'gzip' | 'identity';

// Browsers ask for a handful of distinct Accept-Encoding values: the negotiator keeps each one's answer.
const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'], cache: new Map() });

/**
 * A rendered page with its compressed bodies, each made the first time a client asks for it. Kept with the
 * page (page-answers.ts), a burst of loads compresses it once per encoding rather than once per request; the
 * same choice as compression.ts makes for every other answer (brotli, else gzip, nothing under 1 KB).
 */
export class EncodedPage {
  private readonly bodies = new Map<PageEncoding, Buffer>();

  constructor(readonly html: string) {}

  /** What to send for this Accept-Encoding header. */
  encodingFor(acceptEncoding: string | undefined): PageEncoding {
    if (!acceptEncoding || Buffer.byteLength(this.html) < COMPRESSION_THRESHOLD_BYTES) return 'identity';
    // As @fastify/compress reads it: "*" and "x-gzip" stand for gzip.
    return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip')) ?? 'identity';
  }

  body(encoding: PageEncoding): Buffer {
    let body = this.bodies.get(encoding);
    if (!body) {
      const bytes = Buffer.from(this.html);
      body =
        encoding === 'br'
          ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
          : encoding === 'gzip'
            ? gzipSync(bytes)
            : bytes;
      this.bodies.set(encoding, body);
    }
    return body;
  }
}
