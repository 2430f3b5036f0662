import type { TextField } from 'payload'
import { SLUG_PATTERN } from '@/lib/slug'

/** A unique, indexed URL slug (lowercase letters, digits, single hyphens). */
export function uniqueSlugField(example: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    validate: (value: unknown) =>
      typeof value === 'string' && SLUG_PATTERN.test(value)
        ? true
        : `Use lowercase letters, digits and single hyphens, e.g. "${example}".`,
  }
}
