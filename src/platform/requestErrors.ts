import type { z } from 'zod'

/*
 * What a public API says when a request does not fit its schema: the field, and what to send (issue 27: zod's
 * own words, "Invalid input: expected array, received undefined", reached readers). A schema's own message
 * (written beside the field, `{ error: '…' }`) always wins; zod's defaults are replaced by `readableIssue`, and
 * `requestError` puts the field in front when the words do not already name it. Every route that validates
 * a request parses through `parseRequest` (or `parseJsonBody` / `parseQuery`, which use it).
 */

type Issue = z.core.$ZodRawIssue

const KIND: Record<string, string> = {
  array: 'a list',
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  date: 'a date',
  null: 'null',
  literal: 'a fixed value',
}

const kindOf = (expected: unknown): string => KIND[String(expected)] ?? String(expected)

function quoted(values: readonly unknown[]): string {
  const shown = values.slice(0, 12).map((v) => JSON.stringify(v))
  if (shown.length <= 1) return shown.join('')
  const more = values.length > shown.length ? `, …` : ''
  return `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}${more}`
}

function sizeWords(origin: unknown, bound: unknown, inclusive: unknown, direction: 'least' | 'most'): string {
  const n = Number(bound)
  const bounded = direction === 'most' ? 'at most' : 'at least'
  const count = (one: string, many: string) => `${bounded} ${n} ${n === 1 ? one : many}`
  if (origin === 'string') return `${count('character', 'characters')} long`
  if (origin === 'array' || origin === 'set') return count('item', 'items')
  if (origin === 'file') return count('byte', 'bytes')
  const strict = inclusive === false
  if (direction === 'most') return strict ? `less than ${n}` : `at most ${n}`
  return strict ? `more than ${n}` : `at least ${n}`
}

const FORMAT: Record<string, string> = {
  email: 'an email address',
  url: 'an address (URL)',
  uuid: 'an id (UUID)',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  regex: 'in the expected format',
  starts_with: 'in the expected format',
  ends_with: 'in the expected format',
  includes: 'in the expected format',
}

/**
 * zod's default messages, said as the site's other 400s are: "is required: send a list", "must be text",
 * "must be at most 5 characters long", "must be one of "a" or "b"". Without the field: `requestError` adds it.
 * Undefined for an issue the schema words itself.
 */
export function readableIssue(issue: Issue): string | undefined {
  const i = issue as Issue & Record<string, unknown>
  switch (issue.code) {
    case 'invalid_type':
      if (i.input === undefined) return `is required: send ${kindOf(i.expected)}`
      return `must be ${kindOf(i.expected)}`
    case 'too_small':
      return `must be ${sizeWords(i.origin, i.minimum, i.inclusive, 'least')}`
    case 'too_big':
      return `must be ${sizeWords(i.origin, i.maximum, i.inclusive, 'most')}`
    case 'invalid_value':
      return Array.isArray(i.values) && i.values.length > 0
        ? `must be ${quoted(i.values)}`
        : 'is not one of the accepted values'
    case 'invalid_format':
      return `must be ${FORMAT[String(i.format)] ?? 'in the expected format'}`
    case 'not_multiple_of':
      return `must be a multiple of ${String(i.divisor)}`
    case 'unrecognized_keys': {
      // as the routes that word it themselves say it (src/services/auth/schema.ts)
      const keys = Array.isArray(i.keys) ? i.keys.map(String) : []
      return `has unknown fields: ${keys.join(', ')}`
    }
    case 'invalid_union':
      return 'is not in a form this API takes'
    case 'invalid_key':
      return 'has a key this API does not take'
    case 'invalid_element':
      return 'holds a value this API does not take'
    default:
      return undefined
  }
}

/** The path as a client writes it: `profile.bucket`, `categorySlugs[2]`. */
export function fieldName(path: readonly PropertyKey[]): string {
  let name = ''
  for (const part of path) {
    if (typeof part === 'number') name += `[${part}]`
    else name += name ? `.${String(part)}` : String(part)
  }
  return name
}

/**
 * The first problem of a refused request, as one sentence a client developer (or a reader, through the form)
 * can act on: the field and what to send. A message that already names its field, or is a sentence of its own
 * (a form's words for its reader), is kept as it is.
 */
export function requestError(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The request is not valid.'
  const field = fieldName(issue.path)
  const message = issue.message.trim()
  const subject = field || 'The request'
  if (!field) return /^(is|has|must)\b/.test(message) ? `${subject} ${message}.` : message
  if (/^(is|has|must|holds)\b/.test(message)) return `${field} ${message}.`
  // A sentence of its own (a capital first), written for the reader of a form: as it is.
  if (/^[A-Z]/.test(message)) return message
  const top = String(issue.path[0])
  const names = (name: string) =>
    new RegExp(`(^|[^\\w.])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(message)
  if (names(field) || names(top)) return message
  return `${field}: ${message}`
}

/** `schema.safeParse` with the site's words for zod's defaults (a schema's own messages win). */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  data: unknown,
): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(data, { error: readableIssue })
}
