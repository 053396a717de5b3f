import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authTexts, type UserType } from '@mt/shared';
import { forbidden, unauthorized } from '../lib/errors';
import { findSignedInUser } from '../modules/users/users.service';

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

    async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthorized(authTexts.tokenMissing);
      const claims = await app.tokens.verify(match[1]);
      if (!claims) throw unauthorized(authTexts.tokenInvalid);
      // The token's role is not trusted on its own: a deleted user, a changed role or a raised token
      // version (password change or reset, logout, "log out everywhere") ends the session.
      const row = await findSignedInUser(app.db, claims.userId);
      if (!row || row.userType !== claims.userType || row.tokenVersion !== claims.tokenVersion) {
        throw unauthorized(authTexts.tokenInvalid);
      }
      request.authUser = { id: row.id, userType: row.userType, name: row.name, email: row.email, dashboardVersion: row.dashboardVersion, insightsVersion: row.insightsVersion };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: UserType[]) => {
      return async function requireRole(request: FastifyRequest, reply: FastifyReply) {
        if (!request.authUser) await authenticate(request, reply);
        if (!roles.includes(request.authUser!.userType)) throw forbidden(authTexts.wrongRole);
      };
    });
  },
  { name: 'auth', dependencies: ['context'] },
);

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized(authTexts.tokenMissing);
  return request.authUser;
}
