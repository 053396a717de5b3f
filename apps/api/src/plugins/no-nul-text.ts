import fp from 'fastify-plugin';
import { nulRefusal, pathOfNul } from '../lib/nul-text';

/**
 * A NUL character answered 500 wherever it reached a query (issue 21: 32 request types, on both databases).
 * One rule at the door, before any route's own validation: 400 naming the field, for each part of the request
 * the route takes (its schema has params, a query or a body; what a route does not take never reaches a query,
 * and every route that takes input already answers 400 for a bad one). Multipart fields are checked as they are
 * read (modules/media/read-multipart.ts).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const schema = request.routeOptions.schema;
      const field =
        (schema?.body ? pathOfNul(request.body) : null) ??
        (schema?.params ? prefixed('params', pathOfNul(request.params)) : null) ??
        (schema?.querystring ? prefixed('query', pathOfNul(request.query)) : null);
      done(field ? nulRefusal(field) : undefined);
    });
  },
  { name: 'no-nul-text' },
);

const prefixed = (where: string, field: string | null) => (field ? `${where}.${field}` : null);
