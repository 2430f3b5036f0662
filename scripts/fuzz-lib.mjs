// @ts-check
/**
 * What `npm run fuzz` sends (issue 32): fast-check arbitraries for one operation of the OpenAPI document
 * (`GET /api/openapi.json`), made from its JSON Schemas (themselves made from the handlers' zod schemas), mixed
 * with hostile inputs: long and odd strings (NUL, lone surrogates, right-to-left marks, markup, traversal),
 * wrong JSON types, deep nesting, huge and negative numbers, invalid UTF-8 bytes, wrong content types,
 * multipart garbage and empty bodies. Pure: a request description in, no network.
 */
import fc from 'fast-check'

/** @typedef {Record<string, any>} Schema */
/**
 * @typedef {{ method: string, path: string, query: string, headers: Record<string, string>,
 *   body: Uint8Array | null, kind: string }} FuzzRequest
 */

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '\uFEFF',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '$' + '{jndi:ldap://x}', // a log4j-style lookup (split: it is text, not a template)
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '-1',
  '0x1F',
  '9007199254740993',
  '1.7976931348623157e309',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '🙂'.repeat(300),
  'é'.repeat(5000),
  'a'.repeat(70_000),
  '\r\nSet-Cookie: x=1',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  '//evil.example',
]

/** A hostile string: one of the list, or any unicode text, long or short. */
export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 200, maxLength: 3000 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
)

/** A JSON value nested `depth` deep (arrays or objects). */
const nested = (depth, leaf) => {
  let value = leaf
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value]
  return value
}

/** A JSON value no schema expects: wrong types, huge and odd numbers, deep nesting, big arrays. */
export const hostileJson = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    5e-324,
    '',
    [],
    {},
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'),
  ),
  hostileString,
  fc.integer({ min: 1, max: 3000 }).map((depth) => nested(depth, 'x')),
  fc.integer({ min: 100, max: 5000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.anything({ maxDepth: 4, withNullPrototype: true, withObjectString: true }),
  fc.json({ depthSize: 'large' }).map((text) => JSON.parse(text)),
)

/** A value that fits a JSON Schema (as far as fast-check can tell: patterns, bounds, enums, shapes). */
export function arbitraryOf(
  /** @type {Schema} */ schema,
  /** @type {(ref: string) => Schema} */ resolve,
  depth = 0,
) {
  if (!schema || typeof schema !== 'object' || depth > 8) return fc.anything({ maxDepth: 2 })
  if (schema.$ref) return arbitraryOf(resolve(schema.$ref), resolve, depth + 1)
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum)
  const union = schema.anyOf ?? schema.oneOf
  if (Array.isArray(union) && union.length)
    return fc.oneof(...union.map((/** @type {Schema} */ s) => arbitraryOf(s, resolve, depth + 1)))
  if (Array.isArray(schema.allOf) && schema.allOf.length)
    return arbitraryOf(schema.allOf[0], resolve, depth + 1)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string': {
      if (schema.contentSchema)
        return arbitraryOf(schema.contentSchema, resolve, depth + 1).map(safeStringify)
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: 'small' })
        } catch {
          // a pattern fast-check cannot read: any text
        }
      }
      if (schema.format === 'email') return fc.emailAddress()
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 400),
      })
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      })
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      if (Array.isArray(schema.prefixItems))
        return fc.tuple(
          ...schema.prefixItems.map((/** @type {Schema} */ s) => arbitraryOf(s, resolve, depth + 1)),
        )
      const min = schema.minItems ?? 0
      return fc.array(arbitraryOf(schema.items ?? {}, resolve, depth + 1), {
        minLength: min,
        maxLength: Math.max(min, Math.min(schema.maxItems ?? 4, 4)),
      })
    }
    case 'object': {
      const properties = /** @type {Record<string, Schema>} */ (schema.properties ?? {})
      const entries = Object.entries(properties)
      if (entries.length === 0) {
        const values = schema.additionalProperties
        return fc.dictionary(
          schema.propertyNames
            ? arbitraryOf(schema.propertyNames, resolve, depth + 1)
            : fc.string({ maxLength: 10 }),
          values && typeof values === 'object'
            ? arbitraryOf(values, resolve, depth + 1)
            : fc.jsonValue({ maxDepth: 1 }),
          { maxKeys: 4 },
        )
      }
      return fc.record(Object.fromEntries(entries.map(([k, s]) => [k, arbitraryOf(s, resolve, depth + 1)])), {
        requiredKeys: schema.required ?? [],
      })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** JSON text of a value, or text of its own when it cannot be (a BigInt, a cycle). */
function safeStringify(/** @type {unknown} */ value) {
  try {
    return JSON.stringify(value) ?? 'undefined'
  } catch {
    return String(value)
  }
}

/** A valid value with one of its fields (at any depth) replaced by a hostile one, or a field added. */
function mutated(/** @type {fc.Arbitrary<unknown>} */ valid) {
  return fc.tuple(valid, hostileJson, fc.nat(), fc.boolean()).map(([value, bad, pick, add]) => {
    if (!value || typeof value !== 'object') return bad
    const copy = structuredClone(value)
    /** @type {any[]} */
    const containers = []
    const walk = (/** @type {any} */ v) => {
      if (v && typeof v === 'object') {
        containers.push(v)
        for (const k of Object.keys(v)) walk(v[k])
      }
    }
    walk(copy)
    const target = containers[pick % containers.length]
    const keys = Object.keys(target)
    if (add || keys.length === 0) target[Array.isArray(target) ? target.length : `x${pick % 7}`] = bad
    else target[keys[pick % keys.length]] = bad
    return copy
  })
}

const encoder = new TextEncoder()
const bytesOf = (/** @type {string} */ s) => encoder.encode(s)

/** Bytes that are not UTF-8 (lone continuation bytes, overlong forms, truncated sequences), or any bytes. */
const badBytes = fc.oneof(
  fc.constantFrom(
    new Uint8Array([0xff, 0xfe, 0xfd]),
    new Uint8Array([0xc0, 0xaf]),
    new Uint8Array([0xe0, 0x80, 0xaf]),
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
  ),
  fc.uint8Array({ maxLength: 2000 }),
)

/** A multipart body that is not one: no closing boundary, another boundary, a part without headers. */
const multipartGarbage = fc.oneof(
  fc.constantFrom(
    '--x\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc',
    '--y\r\n\r\n--y--',
    '--x\r\nContent-Disposition: form-data; name="a"; filename="../../x"\r\nContent-Type: text/plain\r\n\r\n\u0000\r\n--x',
    '--x--',
    'not multipart at all',
    '--x\r\nContent-Disposition: form-data\r\n\r\n',
  ),
  fc.string({ maxLength: 500 }).map((s) => `--x\r\n${s}`),
)

/** Content types a client may send: the route's own, others, broken ones, none. */
function contentTypes(/** @type {string[]} */ documented) {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: documented.length ? fc.constantFrom(...documented) : fc.constant('application/json'),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'text/plain;charset=UTF-8',
        'text/html',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'application/octet-stream',
        'application/xml',
        'application/csp-report',
        ';;;',
        'application/json; boundary=x; charset="',
        '',
      ),
    },
    { weight: 1, arbitrary: fc.stringMatching(/^[\x21-\x7e]{0,60}$/) },
  )
}

/** A header value fetch can send (visible ASCII and spaces). */
const headerSafe = (/** @type {string} */ s) => s.replace(/[^\x20-\x7e]/g, '?')

/** The body arbitrary of an operation: `{ bytes, type, kind }`, `type` null for no Content-Type. */
function bodyArbitrary(/** @type {Schema} */ operation, resolve) {
  const content = operation.requestBody?.content ?? {}
  const types = Object.keys(content)
  const first = types[0]
  const schema = first ? content[first].schema : null
  const valid = schema ? arbitraryOf(schema, resolve) : fc.constant({})
  const typed = (/** @type {fc.Arbitrary<Uint8Array>} */ bytes, /** @type {string} */ kind) =>
    fc.record({ bytes, type: contentTypes(types), kind: fc.constant(kind) })
  const form = types.some((t) => t.includes('form'))
  const formOf = (/** @type {unknown} */ v) =>
    v && typeof v === 'object'
      ? new URLSearchParams(
          Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x : safeStringify(x)]),
        ).toString()
      : safeStringify(v)
  const serialise = (/** @type {unknown} */ v) => bytesOf(form ? formOf(v) : safeStringify(v))
  return fc.oneof(
    { weight: 4, arbitrary: typed(valid.map(serialise), 'schema') },
    { weight: 4, arbitrary: typed(mutated(valid).map(serialise), 'mutated') },
    { weight: 2, arbitrary: typed(hostileJson.map(serialise), 'hostile JSON') },
    { weight: 1, arbitrary: typed(hostileString.map(bytesOf), 'hostile text') },
    { weight: 1, arbitrary: typed(badBytes, 'invalid UTF-8') },
    { weight: 1, arbitrary: typed(multipartGarbage.map(bytesOf), 'multipart garbage') },
    { weight: 1, arbitrary: typed(fc.constant(new Uint8Array(0)), 'empty body') },
    {
      weight: 1,
      arbitrary: fc.record({
        bytes: valid.map(serialise),
        type: fc.constant(null),
        kind: fc.constant('no content type'),
      }),
    },
  )
}

/** The query string: each parameter valid, hostile or absent, extra parameters, and broken percent-encoding. */
function queryArbitrary(/** @type {Schema[]} */ parameters, resolve) {
  const query = parameters.filter((p) => p.in === 'query')
  const one = (/** @type {Schema} */ p) =>
    fc.oneof(
      {
        weight: 5,
        arbitrary: arbitraryOf(p.schema ?? {}, resolve).map((v) =>
          typeof v === 'string' ? v : safeStringify(v),
        ),
      },
      { weight: 3, arbitrary: hostileString },
      { weight: 1, arbitrary: fc.constant(undefined) },
    )
  return fc
    .tuple(
      fc.record(Object.fromEntries(query.map((p) => [p.name, one(p)]))),
      fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...query.map((p) => p.name), 'x'), fc.string({ maxLength: 8 })),
          hostileString,
        ),
        {
          maxLength: 2,
        },
      ),
      fc.oneof(
        { weight: 9, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constantFrom('&%ZZ=1', '&q=%E0%A4%A', '&%', '&a=%00', '&&&==&') },
      ),
    )
    .map(([values, extra, raw]) => {
      const params = new URLSearchParams()
      for (const [k, v] of Object.entries(values)) if (v !== undefined) params.append(k, v)
      for (const [k, v] of extra) params.append(k, v)
      const text = params.toString() + raw
      return text ? `?${text}` : ''
    })
}

/** The path: each parameter valid or hostile, percent-encoded (a hostile one sometimes raw and broken). */
function pathArbitrary(/** @type {string} */ template, /** @type {Schema} */ example) {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
  if (names.length === 0) return fc.constant(template)
  const exampleSegments = example?.path ? example.path : null
  const one = fc.oneof(
    { weight: 3, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,20}$/).map(encodeURIComponent) },
    {
      weight: 3,
      arbitrary: hostileString.map((s) =>
        encodeURIComponent(s.slice(0, 300).toWellFormed()).replace(/%2F/g, '/'),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '..', '.', '%2e%2e', '%252F', '%00') },
  )
  return fc
    .tuple(fc.array(one, { minLength: names.length, maxLength: names.length }), fc.nat(9))
    .map(([segments, pick]) => {
      if (pick === 0 && exampleSegments) return exampleSegments
      let i = 0
      return template.replace(/\{\w+\}/g, () => segments[i++] || 'x')
    })
}

/**
 * The requests for one operation of the document. `origin`: the server's origin (state-changing calls from
 * this site's pages send it); `address`: a fresh client address per request, so the per-address limits do not
 * stop the fuzz at the first few requests (the server trusts one proxy hop).
 */
export function requestsOf(
  /** @type {string} */ path,
  /** @type {string} */ method,
  /** @type {Schema} */ operation,
  resolve,
  /** @type {string} */ origin,
) {
  const parameters = operation.parameters ?? []
  const example = operation['x-example'] ?? {}
  const hasBody = Boolean(operation.requestBody) || ['post', 'put', 'patch'].includes(method)
  return fc
    .record({
      path: pathArbitrary(path, example),
      query: queryArbitrary(parameters, resolve),
      body: hasBody ? bodyArbitrary(operation, resolve) : fc.constant(null),
      address: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c || 1}`),
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constant(origin) },
        { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null') },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
      cookie: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: hostileString.map((s) => `wr_session=${headerSafe(s).slice(0, 2000)}; wr_gpc=1`),
        },
      ),
      authorization: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: hostileString.map((s) => `Bearer ${headerSafe(s).slice(0, 2000)}`) },
      ),
    })
    .map(({ path: p, query, body, address, origin: o, cookie, authorization }) => {
      /** @type {Record<string, string>} */
      const headers = { 'x-forwarded-for': address, 'user-agent': 'Mozilla/5.0 (wellread fuzz)' }
      if (o !== undefined) headers.origin = o
      if (cookie) headers.cookie = cookie
      if (authorization) headers.authorization = authorization
      if (body?.type != null) headers['content-type'] = headerSafe(body.type)
      return /** @type {FuzzRequest} */ ({
        method: method.toUpperCase(),
        path: p,
        query,
        headers,
        body: body ? body.bytes : null,
        kind: body ? body.kind : 'query',
      })
    })
}
