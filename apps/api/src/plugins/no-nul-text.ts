import fp from 'fastify-plugin';
import { refusalOfText } from '../lib/nul-text';

/**
 * A NUL character answered 500 wherever it reached a query (issue 21: 32 request types, on both databases).
 * One rule at the door, before any route's own validation: 400 naming the field, for each part of the request
 * the route takes (its schema has params, a query or a body; what a route does not take never reaches a query,
 * and every route that takes input already answers 400 for a bad one). Multipart fields are checked as they are
 * read (modules/media/read-multipart.ts). An unpaired surrogate gets the same rule (issue 21, hostile-input suite:
 * PostgreSQL's jsonb refused one with a 500); a multipart field cannot hold one (its bytes are decoded as UTF-8).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const schema = request.routeOptions.schema;
      const refusal =
        (schema?.body ? refusalOfText(request.body) : null) ??
        (schema?.params ? refusalOfText(request.params, 'params') : null) ??
        (schema?.querystring ? refusalOfText(request.query, 'query') : null);
      done(refusal ?? undefined);
    });
  },
  { name: 'no-nul-text' },
);
