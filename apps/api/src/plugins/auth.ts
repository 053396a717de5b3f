import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authTexts, type UserType } from '@mt/shared';
import { forbidden, unauthorized } from '../lib/errors';
import { findSignedInUser } from '../modules/users/users.service';
import type { TokenClaims } from '../lib/tokens';

export interface AuthUser {
  id: number;
  userType: UserType;
  name: string;
  email: string;
  /** The stamp of a traveller's dashboard when the session was checked (modules/trips/kept-dashboards.ts). */
  dashboardVersion: number;
  /** The stamp of a partner's insights when the session was checked (modules/partners/kept-insights.ts). */
  insightsVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; routes behind it may rely on it. */
    authUser: AuthUser | null;
    /** The session check still under way on a route that reads beside it (`readsBesideSessionCheck`). */
    sessionCheck: Promise<AuthUser> | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's read starts while `requireRole` checks the session, instead of after it: its handler awaits
     * `signedInUser(request)` before it answers. Only for reads that change nothing: a refused session still
     * answers 401 or 403, and nothing read (decision 0062).
     */
    readsBesideSessionCheck?: true;
  }
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    requireRole: (...roles: UserType[]) => preHandlerAsyncHookHandler;
  }
}

/** Reads the bearer token; every protected route (and scope) adds `authenticate` as a preHandler. */
export default fp(
  async (app) => {
    app.decorateRequest('authUser', null);
    app.decorateRequest('sessionCheck', null);

    /** The token's claims: its signature and expiry, checked here (a kept check, lib/tokens.ts); 401 otherwise. */
    async function claimsOf(request: FastifyRequest): Promise<TokenClaims> {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthorized(authTexts.tokenMissing);
      const claims = await app.tokens.verify(match[1]);
      if (!claims) throw unauthorized(authTexts.tokenInvalid);
      return claims;
    }

    /**
     * The token's role is not trusted on its own: a deleted user, a changed role or a raised token version
     * (password change or reset, logout, "log out everywhere") ends the session.
     */
    async function sessionOf(claims: TokenClaims): Promise<AuthUser> {
      const row = await findSignedInUser(app.db, claims.userId);
      if (!row || row.userType !== claims.userType || row.tokenVersion !== claims.tokenVersion) {
        throw unauthorized(authTexts.tokenInvalid);
      }
      return { id: row.id, userType: row.userType, name: row.name, email: row.email, dashboardVersion: row.dashboardVersion, insightsVersion: row.insightsVersion };
    }

    async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      request.authUser = await sessionOf(await claimsOf(request));
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: UserType[]) => {
      return async function requireRole(request: FastifyRequest) {
        if (!request.authUser) {
          const claims = await claimsOf(request);
          // A token of another role reads nothing: it waits for its check, to answer 403, or 401 if it no longer stands.
          if (request.routeOptions.config.readsBesideSessionCheck && roles.includes(claims.userType)) {
            // The session's row must hold the token's role (sessionOf): a check that passes is of a role allowed here.
            const check = sessionOf(claims).then((user) => (request.authUser = user));
            // Awaited by the handler (signedInUser); refuseUncheckedAnswer makes sure of it.
            check.catch(() => {});
            request.sessionCheck = check;
            return;
          }
          request.authUser = await sessionOf(claims);
        }
        if (!roles.includes(request.authUser.userType)) throw forbidden(authTexts.wrongRole);
      };
    });

    /**
     * A route that reads beside the session check answers only once the check has passed: a handler that
     * forgot to await it answers 500, never what it read.
     */
    app.addHook('onRoute', (route) => {
      if (!route.config?.readsBesideSessionCheck) return;
      const onSend = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
      route.onSend = [...onSend, refuseUncheckedAnswer];
    });
  },
  { name: 'auth', dependencies: ['context'] },
);

/**
 * The signed-in user of a route behind `authenticate`. On a route that reads beside the session check it
 * throws until the check has passed: use `signedInUser` there.
 */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized(authTexts.tokenMissing);
  return request.authUser;
}

/** The signed-in user once the session check has passed, on any route behind `authenticate` or `requireRole`. */
export async function signedInUser(request: FastifyRequest): Promise<AuthUser> {
  return request.authUser ?? request.sessionCheck ?? currentUser(request);
}

async function refuseUncheckedAnswer(request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode < 400 && !request.authUser) throw new Error(`${request.method} ${request.routeOptions.url} answered before its session check passed`);
}
