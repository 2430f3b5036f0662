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
