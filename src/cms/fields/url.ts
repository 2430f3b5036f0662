import type { TextField } from 'payload'
import { type UrlKinds, urlProblem } from '@/lib/urlRules'

/**
 * A text field holding a link, validated by `urlProblem` (empty is fine unless required). Use it for every
 * link an editor types: the same rule and messages everywhere.
 */
export function urlField(field: Omit<TextField, 'type' | 'validate'> & { allow?: UrlKinds }): TextField {
  const { allow, ...rest } = field
  return {
    ...rest,
    type: 'text',
    custom: { ...(rest.custom ?? {}), url: allow ?? {} },
    validate: (value: unknown) => {
      if (value === undefined || value === null || value === '') {
        return rest.required ? 'Enter a link.' : true
      }
      return typeof value === 'string' ? (urlProblem(value, allow) ?? true) : 'Enter a link.'
    },
  } as TextField
}
