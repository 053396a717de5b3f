import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

export const isLoopbackAddress = (address: string | undefined): boolean => !!address && LOOPBACK.test(address.trim());

/** Headers through which a proxy names the client it forwards for. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

/** The client addresses a proxy says it forwards for (`for=` of RFC 7239 too), whatever TRUST_PROXY says. */
function forwardedClients(headers: IncomingHttpHeaders): string[] {
  const out: string[] = [];
  for (const name of FORWARDING_HEADERS) {
    const value = headers[name];
    for (const line of [value ?? []].flat()) {
      for (const part of line.split(',')) {
        const item = name === 'forwarded' ? (/for=("?)\[?([^\]";]*)\]?\1/i.exec(part)?.[2] ?? part) : part;
        out.push(item.trim());
      }
    }
  }
  return out;
}

/** Equal-length digests, so the comparison takes the same time whatever the token's length or content. */
const digest = (text: string) => createHash('sha256').update(text).digest();

export interface MetricsRequest {
  headers: IncomingHttpHeaders;
  /** The TCP peer (request.socket.remoteAddress), never an address taken from a header. */
  socketAddress: string | undefined;
}

/**
 * Who may read /api/metrics (decision 0045): a bearer token equal to METRICS_TOKEN (compared in constant
 * time), or a request from this machine. "From this machine" is the TCP peer on loopback with no proxy
 * header naming anyone else: behind nginx on the same host every request arrives from 127.0.0.1, and
 * X-Forwarded-For is what tells the internet's requests apart. That holds with TRUST_PROXY on or off, so
 * the rule reads the socket and the headers itself instead of `request.ip`.
 */
export function metricsAccessAllowed(request: MetricsRequest, token: string | null): boolean {
  const authorization = request.headers.authorization;
  if (token && typeof authorization === 'string') {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    if (match && timingSafeEqual(digest(match[1]!), digest(token))) return true;
  }
  if (!isLoopbackAddress(request.socketAddress)) return false;
  return forwardedClients(request.headers).every(isLoopbackAddress);
}
