import type { Condition, TextareaField, TextField } from 'payload'
import { lengthMessage } from './draftRules'

/** What the counter under a length-limited field says: the count, or past the limit what to fix. */
export function lengthStatus(label: string, value: unknown, max: number): { over: boolean; text: string } {
  const length = typeof value === 'string' ? value.length : 0
  const message = lengthMessage(label, value, max)
  if (message !== true) return { over: true, text: message }
  return {
    over: false,
    text: `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`,
  }
}

/**
 * The admin part of a length-limited text field: a live counter under the input that turns into the
 * refusal message past the limit (`LengthLimit.client.tsx`). Pair it with `maxLengthRule` (drafts) and the
 * field's `validate` (publish), which say the same sentence.
 */
export function lengthLimitComponent(label: string, max: number) {
  return {
    path: '@/cms/admin/LengthLimit.client#LengthLimit',
    clientProps: { max, label },
  }
}

/**
 * A text (or textarea) field with a length limit, the one way to write one: the live counter under the
 * input, the same refusal sentence on publish (`lengthMessage`), and optionally required on publish with an
 * editor's message for the empty field and a further check once the length is fine. The help gets "Up to N
 * characters." unless it states the limit itself (`limitInHelp: false`).
 */
export function limitedTextField(args: {
  name: string
  label: string
  max: number
  description: string
  type?: 'text' | 'textarea'
  /** Makes the field required on publish, with this message when it is empty. */
  whenEmpty?: string
  /** A further check on publish, once the length is fine. */
  validate?: (value: unknown, siblingData: Record<string, unknown>) => string | true
  condition?: Condition
  width?: string
  limitInHelp?: boolean
}): TextField | TextareaField {
  const { name, label, max, description, type = 'text', whenEmpty, validate, condition, width } = args
  const help =
    args.limitInHelp === false
      ? description
      : `${description} Up to ${max.toLocaleString('en-US')} characters.`
  return {
    name,
    label,
    type,
    ...(whenEmpty ? { required: true } : {}),
    validate: (value: unknown, options?: { siblingData?: Record<string, unknown> }) => {
      if (whenEmpty && (typeof value !== 'string' || value.trim() === '')) return whenEmpty
      const length = lengthMessage(label, value, max)
      if (length !== true) return length
      return validate ? validate(value, options?.siblingData ?? {}) : true
    },
    admin: {
      ...(condition ? { condition } : {}),
      ...(width ? { width } : {}),
      description: help,
      components: { afterInput: [lengthLimitComponent(label, max)] },
    },
  } as TextField | TextareaField
}
