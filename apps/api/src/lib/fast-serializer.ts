import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's response serializer compiled from its zod schema into fast-json-stringify, for hot public
 * routes (search): one generated function per schema instead of zod's encode pass and JSON.stringify on
 * every response. Same JSON for data of the schema's shape; keys outside the schema are dropped like zod does.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  return fastJson(z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' }) as Schema);
}
