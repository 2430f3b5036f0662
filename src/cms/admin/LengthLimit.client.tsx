'use client'

import { useField } from '@payloadcms/ui'
import { lengthStatus } from '@/cms/fields/lengthLimit'

/**
 * Under a text field with a length limit: "42 / 200 characters" as the editor types, and past the limit the
 * same sentence the save refuses with ("Title can be at most 200 characters; this one has 205. Shorten it
 * by 5."), in red and announced, so the field itself says what to fix before and after a refused save (Payload
 * marks fields only after a publish; a refused draft save names the field in its message).
 */
export function LengthLimit({ path, max, label }: { path: string; max: number; label: string }) {
  const { value } = useField<string>({ path })
  const status = lengthStatus(label, value, max)
  return (
    <p
      className={status.over ? 'length-limit length-limit--over' : 'length-limit'}
      aria-live="polite"
      data-length-limit={status.over ? 'over' : 'within'}
    >
      {status.text}
    </p>
  )
}
