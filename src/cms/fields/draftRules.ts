import { type CollectionBeforeValidateHook, type PayloadRequest, ValidationError } from 'payload'

/**
 * Shape rules that hold for drafts too. Payload validates fields only when publishing (a draft may be
 * incomplete); these rules keep a draft from being *invalid* (a title too long to ever publish, a status a
 * writer may not set), so Save Draft and Publish refuse the same mistakes with the same message, on the field.
 */
export type DraftRule = {
  /** Dotted path of the field in the document, e.g. "review.status". */
  path: string
  /** The field's label, as editors see it (the error toast names it). */
  label: string
  /** true, or the message shown on the field. Called only when the save sets the field. */
  check: (
    value: unknown,
    ctx: { req: PayloadRequest; data: Record<string, unknown>; previousValue: unknown },
  ) => string | true
}

function valueAt(data: Record<string, unknown>, path: string): { present: boolean; value: unknown } {
  let current: unknown = data
  for (const key of path.split('.')) {
    if (!current || typeof current !== 'object' || !(key in current))
      return { present: false, value: undefined }
    current = (current as Record<string, unknown>)[key]
  }
  return { present: true, value: current }
}

/** Whether this save keeps the document a draft (the admin's Save Draft and autosave, or `_status: draft`). */
export function isDraftSave(req: PayloadRequest, data: Record<string, unknown> | undefined): boolean {
  return String((req.query as { draft?: unknown } | undefined)?.draft) === 'true' || data?._status === 'draft'
}

/** A beforeValidate hook applying the rules to draft saves (publishing runs the fields' own validation). */
export function draftRulesHook(collection: string, rules: DraftRule[]): CollectionBeforeValidateHook {
  return ({ data, req, originalDoc }) => {
    if (!data || !isDraftSave(req, data)) return data
    const errors: { path: string; message: string; label: string }[] = []
    for (const rule of rules) {
      const { present, value } = valueAt(data, rule.path)
      if (!present) continue
      const previous = originalDoc
        ? valueAt(originalDoc as Record<string, unknown>, rule.path).value
        : undefined
      const result = rule.check(value, { req, data, previousValue: previous })
      if (result !== true) errors.push({ path: rule.path, message: result, label: rule.label })
    }
    if (errors.length > 0) throw new ValidationError({ collection, errors, req })
    return data
  }
}

/** A length limit stated the way editors read it, for the field's help text and its error. */
export function maxLengthRule(path: string, label: string, max: number): DraftRule {
  return {
    path,
    label,
    check: (value) => lengthMessage(label, value, max),
  }
}

export function lengthMessage(label: string, value: unknown, max: number): string | true {
  if (typeof value !== 'string' || value.length <= max) return true
  return `${label} can be at most ${max.toLocaleString('en-US')} characters; this one has ${value.length.toLocaleString('en-US')}. Shorten it by ${(value.length - max).toLocaleString('en-US')}.`
}

/** A required text's check on publish: present, and within its length, with messages editors can act on. */
export function requiredText(label: string, max: number, whatFor: string) {
  return (value: unknown): string | true => {
    if (typeof value !== 'string' || value.trim() === '') return `Add a ${label.toLowerCase()}: ${whatFor}`
    return lengthMessage(label, value, max)
  }
}
