/**
 * The JSON the server wrote into this page as `<script type="application/json" id=…>`
 * (apps/api/src/plugins/embedded-json.ts), or undefined when it is missing or cannot be read.
 */
export function readEmbeddedJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
