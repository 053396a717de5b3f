/**
 * Signed-in people of the load: 400 travellers and 40 partners, each signed in once through the API
 * (POST /api/auth/login behind nginx), as a browser would. Sign-in is limited per client address
 * (20 a minute: config.ts loginPerIp), so the sign-ins come from distinct loopback addresses (127.2.x.y),
 * ten each, as people do from their own networks; nginx passes each address on in X-Forwarded-For.
 */
import http from 'node:http';
import { clientAddress } from './load';
import type { Fixtures } from './database';
import { BENCH_PASSWORD } from './seed';

export interface Traveller {
  token: string;
  tripIds: number[];
}

export interface Sessions {
  travellers: Traveller[];
  partners: string[];
  seconds: number;
}

const SIGN_INS_PER_ADDRESS = 10;
const PARALLEL = 8;

export async function signIn(baseUrl: string, fixtures: Fixtures): Promise<Sessions> {
  const started = performance.now();
  const people = [...fixtures.travellers.map((t) => t.email), ...fixtures.partnerEmails];
  const tokens: string[] = new Array(people.length);
  let nextIndex = 0;
  const worker = async () => {
    for (;;) {
      const i = nextIndex++;
      if (i >= people.length) return;
      tokens[i] = await login(baseUrl, people[i]!, clientAddress(Math.floor(i / SIGN_INS_PER_ADDRESS), 2));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const travellerCount = fixtures.travellers.length;
  return {
    travellers: fixtures.travellers.map((t, i) => ({ token: tokens[i]!, tripIds: t.tripIds })),
    partners: tokens.slice(travellerCount),
    seconds: (performance.now() - started) / 1000,
  };
}

function login(baseUrl: string, email: string, localAddress: string): Promise<string> {
  const url = new URL('/api/auth/login', baseUrl);
  const body = JSON.stringify({ email, password: BENCH_PASSWORD });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`sign-in of ${email} from ${localAddress}: HTTP ${res.statusCode} ${text.slice(0, 200)}`));
          const token = (JSON.parse(text) as { token?: unknown }).token;
          if (typeof token !== 'string') return reject(new Error(`sign-in of ${email}: no token in the answer`));
          resolve(token);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
