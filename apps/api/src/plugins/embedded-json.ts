/**
 * `html` with `data` as a `<script type="application/json" id=…>` at the end of its head. The browser does
 * not run it (nor does the CSP govern it); the page reads it with JSON.parse. `<` is written as \u003c so no
 * value can close the element (`</script>`) or open a comment, whatever text it holds.
 */
export function withEmbeddedJson(html: string, id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${id}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', () => `${tag}</head>`) : html;
}
