import { z } from 'zod'
import { type Answer, errorAnswerSchema, NOT_PUBLIC, OPERATIONS, type Operation } from './registry'

/*
 * The OpenAPI 3.1 document of the public API (issue 32), made from the registry with zod 4's own JSON Schema
 * output (`z.toJSONSchema`, draft 2020-12: OpenAPI 3.1's dialect). Requests are described as the handlers take
 * them (zod's input side: a query parameter is text before it is coerced); answers as they are sent.
 */

type JsonSchema = Record<string, unknown>

const ERROR_REF = '#/components/schemas/Error'

function plainSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema
  delete out.$schema
  return closeTuples(out) as JsonSchema
}

/** A tuple closed after its items with a schema nothing fits (`not: {}`, as `false`): OpenAPI validators want it an object. */
function closeTuples(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeTuples)
  if (!node || typeof node !== 'object') return node
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(node)) out[key] = closeTuples(value)
  if (out.type === 'array' && 'prefixItems' in out && (out.items === undefined || out.items === false))
    out.items = { not: {} }
  return out
}

/** A schema in the document: the shared error shape by reference. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return schema === errorAnswerSchema ? { $ref: ERROR_REF } : plainSchema(schema, io)
}

type Parameter = {
  name: string
  in: 'path' | 'query'
  required: boolean
  description?: string
  schema: JsonSchema
}

function parametersOf(schema: z.ZodObject | undefined, where: 'path' | 'query'): Parameter[] {
  if (!schema) return []
  const object = jsonSchema(schema, 'input')
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((object.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name,
      in: where,
      // Path parameters are always required in OpenAPI.
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      // A query string carries text: the schema says what the text must be.
      schema: rest,
    }
  })
}

function requestBodyOf(op: Operation) {
  if (!op.body) return undefined
  const schema = jsonSchema(op.body.schema, 'input')
  const content: Record<string, { schema: JsonSchema; example?: unknown }> = {}
  for (const type of op.body.contentTypes) {
    if (type === 'text/plain')
      // A beacon's JSON sent as text (`navigator.sendBeacon`).
      content[type] = {
        schema: { type: 'string', contentMediaType: 'application/json', contentSchema: schema },
      }
    else content[type] = { schema }
  }
  const example = op.example.body
  const first = op.body.contentTypes[0]!
  if (example !== undefined && typeof example !== 'string' && content[first]) content[first].example = example
  return {
    required: true,
    description: `At most ${op.body.maxBytes.toLocaleString('en-US')} bytes.`,
    content,
    // The largest body the handler reads (413 past it): docs/security-review.md and its test read it here.
    'x-max-bytes': op.body.maxBytes,
  }
}

function responseOf(answer: Answer) {
  if (!answer.schema && !answer.contentType) return { description: answer.description }
  const type = answer.contentType ?? 'application/json'
  return {
    description: answer.description,
    content: { [type]: answer.schema ? { schema: jsonSchema(answer.schema, 'output') } : {} },
  }
}

function operationOf(op: Operation) {
  const extra: Parameter[] = (op.extraQuery ?? []).map(({ name, description }) => ({
    name,
    in: 'query',
    required: false,
    description,
    schema: { type: 'string' },
  }))
  const parameters = [...parametersOf(op.pathParams, 'path'), ...parametersOf(op.query, 'query'), ...extra]
  const body = requestBodyOf(op)
  return {
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: Object.fromEntries(Object.entries(op.responses).map(([status, a]) => [status, responseOf(a)])),
    'x-example': op.example,
    ...(op.writes ? { 'x-writes': op.writes } : {}),
  }
}

/** The document; `version` is the build's id. */
export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of OPERATIONS) {
    paths[op.path] ??= {}
    paths[op.path]![op.method] = operationOf(op)
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Wellread public API',
      version,
      description: [
        'The site’s public HTTP calls (the spec’s call tables, 002 §7, and the site’s own). Every refusal is a',
        '4xx with `{ error }` saying what is wrong; a failure is a 5xx with `{ error }` too. Not described here:',
        ...Object.entries(NOT_PUBLIC).map(([path, why]) => `\`${path}\`: ${why}`),
      ].join(' '),
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: { Error: plainSchema(errorAnswerSchema, 'output') } },
  }
}
