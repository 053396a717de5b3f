import { PAGE_DATA_SCRIPT_ID, pageDataKey } from '@mt/shared';
import { readEmbeddedJson } from './embedded-json';

let answers: Map<string, unknown> | undefined;

/** The server's render of a page (entry-server.tsx) has no document to read them from: it hands them in. */
export function provideEmbeddedResponses(given: Record<string, unknown>) {
  answers = new Map(Object.entries(given));
}

function readAnswers(): Map<string, unknown> {
  const value = readEmbeddedJson(PAGE_DATA_SCRIPT_ID);
  return value && typeof value === 'object' ? new Map(Object.entries(value)) : new Map();
}

/**
 * The server's answer to a public GET that it put in this page (apps/api/src/plugins/web.ts), or undefined.
 * Each is taken once: the first request for it (the route loader's) gets it, any later one goes to the API.
 */
export function takeEmbeddedResponse(pathAndQuery: string): unknown {
  answers ??= readAnswers();
  const key = pageDataKey(pathAndQuery);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}
