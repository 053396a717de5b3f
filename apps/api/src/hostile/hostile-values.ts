import { mainBranch, typeOf, type JsonSchema } from './openapi-walker';

/**
 * Values for the hostile-input suite (issue 21). A valid value for any schema (so one spoilt field is the only
 * thing wrong with a request), and the hostile values a field gets: as JSON text for a body (raw number
 * literals such as 2^63 survive that way), as text for a path or query parameter.
 */

export const DEEP_LEVELS = 10_000;
/** 1 MB of text: just under Fastify's body limit (1 MiB) once quoted, so it reaches the schema. */
export const ONE_MB = 1_000_000;

const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const bigText = 'a'.repeat(ONE_MB);

/**
 * A value the schema accepts, as plain as possible: required properties only, minimums, first enum value. The
 * field's name helps where the document loses a rule (an email or URL checked by a refinement).
 */
export function sampleValid(schema: JsonSchema, name = '', { allProperties = false } = {}): unknown {
  const s = mainBranch(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  if (s.default !== undefined && s.default !== null) return s.default;
  switch (typeOf(s) ?? 'any') {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of allProperties ? Object.keys(s.properties ?? {}) : (s.required ?? [])) out[key] = sampleValid(s.properties?.[key] ?? {}, key);
      return out;
    }
    case 'array': {
      const n = s.minItems ?? 0;
      return Array.from({ length: n }, () => sampleValid(s.items ?? {}));
    }
    case 'integer':
    case 'number': {
      let v = typeof s.minimum === 'number' ? s.minimum : 1;
      if (s.exclusiveMinimum === true || (typeof s.exclusiveMinimum === 'number' && v <= s.exclusiveMinimum)) v += 1;
      v = Math.max(v, 1);
      if (typeof s.maximum === 'number') v = Math.min(v, s.maximum);
      return v;
    }
    case 'boolean':
      return false;
    case 'string':
      return sampleText(s, name);
    default:
      return 'x';
  }
}

const BY_NAME: [RegExp, string][] = [
  [/email/i, 'hostile@example.com'],
  [/url|website/i, 'https://example.com/'],
  [/phone/i, '+47 912 34 567'],
  [/date/i, '2027-06-01'],
  // Not the sample name, nor a common password: the policy would refuse the sample registration.
  [/password/i, 'Kilimanjaro at dawn 7'],
];

function sampleText(s: JsonSchema, name: string): string {
  const byFormat: Record<string, string> = {
    email: 'hostile@example.com',
    uri: 'https://example.com/',
    url: 'https://example.com/',
    date: '2027-06-01',
    'date-time': '2027-06-01T10:00:00.000Z',
    time: '10:00:00',
    uuid: '5f2b6c2e-7c1d-4b9e-9a43-7c8c3f0c8e11',
  };
  const candidates = [
    ...(s.format && byFormat[s.format] ? [byFormat[s.format]!] : []),
    ...BY_NAME.filter(([re]) => re.test(name)).map(([, v]) => v),
    'Hostile sample text',
    '2027-06-01',
    '1',
    '10:00',
    'NOK',
    'abc',
    'https://example.com/',
    'hostile@example.com',
  ];
  const fits = (v: string) =>
    v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern, 'u').test(v));
  return candidates.find(fits) ?? 'x'.repeat(Math.max(s.minLength ?? 1, 1));
}

/** One hostile value: what the report prints, and the value itself as JSON text. */
export interface HostileJson {
  label: string;
  json: string;
}

const j = (label: string, value: unknown): HostileJson => ({ label, json: JSON.stringify(value) });
const raw = (label: string, json: string): HostileJson => ({ label, json });

/** Wrong JSON types: every type but the field's own. */
function wrongTypes(type: string | undefined, nullable: boolean): HostileJson[] {
  const all: [string, HostileJson[]][] = [
    ['null', [j('null', null)]],
    ['boolean', [j('true', true)]],
    ['number', [j('number 12345', 12345)]],
    ['integer', []],
    ['string', [j('"abc"', 'abc')]],
    ['array', [j('[]', []), j('["a"]', ['a'])]],
    ['object', [j('{}', {}), j('{"a":1}', { a: 1 })]],
  ];
  const same = (t: string) => t === type || (t === 'number' && type === 'integer') || (t === 'null' && nullable);
  return all.filter(([t]) => !same(t)).flatMap(([, v]) => v);
}

const MALFORMED_IDS = ['abc', '0', '-1', '99999999999999999999', '1e3', ' 1', '1;drop table users;--', '%00', "1' OR '1'='1"];
const PROTOTYPE_WORDS = ['__proto__', 'constructor', 'prototype'];
const DATES = ['9999-12-31', '0000-01-01', '2024-02-30', '+275760-09-13', '1970-01-01T00:00:00Z'];

/** Unicode and control edge cases. */
const ODD_TEXT: [string, string][] = [
  ['control characters', '\u0001\u0007\u001b[31m\u007f\u0085\u2028\r\n\t'],
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', '\ud800'],
  ['reversed surrogates', '\udfff\ud800x'],
  ['RTL override', '\u202egnp.exe'],
  ['emoji family', '\u{1F469}\u200d\u{1F469}\u200d\u{1F467}\u200d\u{1F466}'],
  ['combining marks', 'e\u0301'.repeat(500)],
  ['empty', ''],
  ['blank', '   '],
];

/** Every hostile value for one JSON field of this schema. */
export function hostileJsonValues(schema: JsonSchema): HostileJson[] {
  const s = mainBranch(schema);
  const type = typeOf(s);
  const nullable = Boolean(schema.nullable || s.nullable || (schema.anyOf ?? schema.oneOf)?.some((o) => o.type === 'null'));
  const values: HostileJson[] = [...wrongTypes(type, nullable)];
  values.push(raw(`${DEEP_LEVELS} nested arrays`, deepArray(DEEP_LEVELS)));

  values.push(raw('{"__proto__":{"polluted":1}}', '{"__proto__":{"polluted":1}}'));
  values.push(raw('{"constructor":{"prototype":{"polluted":1}}}', '{"constructor":{"prototype":{"polluted":1}}}'));
  if (type === 'string' || type === undefined) {
    values.push(j('1 MB string', bigText));
    if (s.maxLength !== undefined) {
      values.push(j(`maxLength (${s.maxLength}) characters`, 'x'.repeat(s.maxLength)));
      values.push(j(`maxLength (${s.maxLength}) four-byte characters`, '\u{1D54F}'.repeat(Math.floor(s.maxLength / 2))));
    }
    for (const [label, text] of ODD_TEXT) values.push(j(label, text));
    for (const id of MALFORMED_IDS) values.push(j(`"${id}"`, id));
    for (const word of PROTOTYPE_WORDS) values.push(j(`"${word}"`, word));
    for (const date of DATES) values.push(j(`"${date}"`, date));
    values.push(j('"NaN"', 'NaN'), j('"Infinity"', 'Infinity'));
  }
  if (type === 'number' || type === 'integer') {
    for (const [label, text] of [
      ['-1', '-1'],
      ['0', '0'],
      ['-0', '-0'],
      ['1.5', '1.5'],
      ['1e-7', '1e-7'],
      ['1e308', '1e308'],
      ['1e309 (Infinity when parsed)', '1e309'],
      ['2^31', '2147483648'],
      ['2^53+1', '9007199254740993'],
      ['2^63', '9223372036854775808'],
      ['-2^63-1', '-9223372036854775809'],
      ['"NaN"', '"NaN"'],
      ['"1"', '"1"'],
    ] as const)
      values.push(raw(label, text));
    if (typeof s.maximum === 'number') values.push(raw(`maximum (${s.maximum})`, String(s.maximum)), raw(`maximum+1`, String(s.maximum + 1)));
    if (typeof s.minimum === 'number') values.push(raw(`minimum-1`, String(s.minimum - 1)));
  }
  if (type === 'array') {
    const item = s.items ?? {};
    values.push(j('[null]', [null]), j('[{}]', [{}]), j('[[]]', [[]]));
    values.push(j('10,000 valid items', Array.from({ length: 10_000 }, () => sampleValid(item))));
    if (typeof s.maxItems === 'number') values.push(j(`maxItems (${s.maxItems}) valid items`, Array.from({ length: s.maxItems }, () => sampleValid(item))));
    const itemType = typeOf(item);
    if (itemType === 'string') values.push(j('[1 MB string]', [bigText]), j('["\\ud800"]', ['\ud800']), j('["__proto__"]', ['__proto__']));
    if (itemType === 'integer' || itemType === 'number') values.push(raw('[2^63]', '[9223372036854775808]'), raw('[-1]', '[-1]'), raw('[1.5]', '[1.5]'), raw('[2^31]', '[2147483648]'));
  }
  if (type === 'object') {
    values.push(j('valid plus unknown field', { ...(sampleValid(s) as object), unknownField: 'x' }));
  }
  return values;
}

/** One hostile value for a path or query parameter: text as the client would put it in the URL. */
export interface HostileText {
  label: string;
  /** Already encoded for the URL (so "%00" and a broken "%E0%A4%A" stay as they are). */
  encoded: string;
  /** A query parameter given more than once (an array after parsing). */
  repeated?: boolean;
}

/** Percent-encoded as UTF-8; a lone surrogate (which encodeURIComponent refuses) as its three bytes (WTF-8). */
const percentEncode = (text: string) =>
  Array.from(text, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    return encodeURIComponent(ch);
  }).join('');
/**
 * Each text encoded once: every path and query parameter of every route and role gets the same values, and
 * encoding the 1 MB one character by character again each time was a quarter of the suite's time.
 */
const encoded = new Map<string, string>();
const enc = (label: string, text: string): HostileText => {
  let value = encoded.get(text);
  if (value === undefined) encoded.set(text, (value = percentEncode(text)));
  return { label, encoded: value };
};
const asIs = (label: string, encoded: string): HostileText => ({ label, encoded });

export function hostileTextValues(schema: JsonSchema): HostileText[] {
  const s = mainBranch(schema);
  const values: HostileText[] = [
    ...MALFORMED_IDS.map((id) => enc(`"${id}"`, id)),
    asIs('raw %00', '%00'),
    asIs('lone %', '%'),
    asIs('broken escape %E0%A4%A', '%E0%A4%A'),
    asIs('invalid UTF-8 %C0%AF', '%C0%AF'),
    asIs('encoded lone surrogate %ED%A0%80', '%ED%A0%80'),
    enc('"../../etc/passwd"', '../../etc/passwd'),
    enc('1 MB string', bigText),
    enc('"NaN"', 'NaN'),
    enc('"Infinity"', 'Infinity'),
    enc('"1.5"', '1.5'),
    enc('"1e308"', '1e308'),
    enc('"2^31"', '2147483648'),
    enc('"2^63"', '9223372036854775808'),
    enc('"-2^63-1"', '-9223372036854775809'),
    enc('"true"', 'true'),
    enc('"null"', 'null'),
    enc('"[]"', '[]'),
    enc('"{}"', '{}'),
    ...PROTOTYPE_WORDS.map((w) => enc(`"${w}"`, w)),
    ...ODD_TEXT.map(([label, text]) => enc(label, text)),
    ...DATES.map((d) => enc(`"${d}"`, d)),
  ];
  if (s.maxLength !== undefined) values.push(enc(`maxLength (${s.maxLength}) characters`, 'x'.repeat(s.maxLength)));
  if (typeof s.maximum === 'number') values.push(enc(`maximum+1`, String(s.maximum + 1)));
  return values;
}
