'use client'

import { FieldDescription, FieldError, FieldLabel, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useId } from 'react'
import { contrastSummary } from '@/cms/fields/color'
import { parseColor, toHex } from '@/lib/color'

type Props = TextFieldClientProps & {
  swatches?: readonly { name: string; hex: string }[]
  /** A fixed text colour to check the contrast against. */
  contrastWith?: string
  /** Or the sibling field holding the text colour (e.g. the bar's text colour). */
  contrastWithField?: string
}

/**
 * The admin's colour field: the site's swatches, the browser's colour picker and a hex box, with the
 * contrast against the text shown as the editor picks (the site falls back to its own colours below 4.5:1).
 */
export function ColorField({ field, path, swatches = [], contrastWith, contrastWithField, readOnly }: Props) {
  const { value, setValue, showError } = useField<string>({ path })
  const siblingPath = contrastWithField
    ? [...path.split('.').slice(0, -1), contrastWithField].join('.')
    : null
  const siblingValue = useFormFields(([fields]) => (siblingPath ? fields[siblingPath]?.value : undefined))
  const text = typeof siblingValue === 'string' && siblingValue ? siblingValue : contrastWith
  const id = useId()
  const current = typeof value === 'string' ? value : ''
  const rgb = parseColor(current)
  const hex = rgb ? toHex(rgb) : null
  const summary = rgb && text ? contrastSummary(current, text) : null
  const description = typeof field.admin?.description === 'string' ? field.admin.description : undefined

  return (
    <div className="field-type text" style={{ marginBottom: 'var(--spacing-field, 24px)' }}>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} path={path} />
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend
          className="sr-only"
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {`Swatches for ${typeof field.label === 'string' ? field.label : field.name}`}
        </legend>
        {swatches.map((swatch) => (
          <button
            key={swatch.hex}
            type="button"
            disabled={readOnly}
            onClick={() => setValue(swatch.hex)}
            aria-pressed={hex === swatch.hex}
            title={`${swatch.name} (${swatch.hex})`}
            aria-label={`${swatch.name} (${swatch.hex})`}
            style={{
              width: 28,
              height: 28,
              marginRight: 6,
              marginBottom: 6,
              borderRadius: 4,
              border: hex === swatch.hex ? '3px solid #1d4ed8' : '1px solid #8a94a3',
              background: swatch.hex,
              cursor: readOnly ? 'default' : 'pointer',
            }}
          />
        ))}
      </fieldset>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input
          type="color"
          aria-label="Colour picker"
          disabled={readOnly}
          value={hex ?? '#ffffff'}
          onChange={(e) => setValue(e.target.value)}
          style={{ width: 44, height: 36, padding: 0, border: '1px solid #8a94a3' }}
        />
        <input
          id={id}
          type="text"
          className="field-type__input"
          disabled={readOnly}
          value={current}
          placeholder="#rrggbb"
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={showError}
          style={{ maxWidth: 160 }}
        />
      </div>
      <FieldError path={path} showError={showError} />
      {summary ? (
        <p role="status" style={{ margin: '6px 0 0', color: summary.readable ? '#0b6e5e' : '#b42318' }}>
          {summary.text}
        </p>
      ) : null}
      {description ? <FieldDescription description={description} path={path} /> : null}
    </div>
  )
}
