'use client'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { DrugWidgetData } from '@/services/pricing/shared'
import styles from './DrugCostSavings.module.css'
import {
  applyDosage,
  applyForm,
  applyManufacturer,
  locationLabel,
  type ReaderLocation,
  type Selection,
  sanitizeZip,
  type UpdateForm,
  updateErrors,
  zipError,
} from './drugCostSavings'
import type { DrugWidgetVariant } from './islandProps'

export type InfoCardProps = {
  id: string
  drug: DrugWidgetData
  variant: DrugWidgetVariant
  /** The applied selection and location (what the prices are for). */
  selection: Selection
  location: ReaderLocation
  /** The new ZIP code being looked up, or null. */
  locating: string | null
  /** Insured / Uninsured; null hides the line (no copay placement: 002 §4.1). */
  insured: boolean | null
  /** Called with a complete, valid form; the card closes. */
  onUpdate: (form: UpdateForm) => void
}

type Field = keyof UpdateForm
const FIELD_ORDER: Field[] = ['manufacturer', 'form', 'dosage', 'quantityDisplay', 'zip']

/**
 * The info card (002 §4.1): collapsed, it shows insurance, location and dosage with EDIT; the form has
 * manufacturer, form, dosage, quantity and ZIP, CANCEL and UPDATE. UPDATE applies only a complete form (each
 * empty field marked); in the template variant it stays disabled until a field changes.
 */
export function InfoCard({
  id,
  drug,
  variant,
  selection,
  location,
  locating,
  insured,
  onUpdate,
}: InfoCardProps) {
  const applied: UpdateForm = { ...selection, zip: location.zip }
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState<UpdateForm>(applied)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const editButton = useRef<HTMLButtonElement | null>(null)
  const firstField = useRef<HTMLSelectElement | null>(null)
  const focusAfter = useRef<'form' | 'edit' | null>(null)
  const formId = `${id}-info-form`
  const fieldId = (field: Field) => `${id}-${field}`
  const errorId = (field: Field) => `${id}-${field}-error`

  // After every render: opening moves focus to the form's first field, closing back to EDIT.
  useEffect(() => {
    if (focusAfter.current === 'form') firstField.current?.focus()
    if (focusAfter.current === 'edit') editButton.current?.focus()
    focusAfter.current = null
  })

  const open = () => {
    setDraft(applied)
    setErrors({})
    focusAfter.current = 'form'
    setEditing(true)
  }
  const close = () => {
    focusAfter.current = 'edit'
    setEditing(false)
  }
  const change = (next: UpdateForm, field: Field) => {
    setDraft(next)
    // A field the reader changed is no longer marked (the ZIP is checked live below).
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = updateErrors(draft)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      const first = FIELD_ORDER.find((field) => found[field])
      if (first) document.getElementById(fieldId(first))?.focus()
      return
    }
    onUpdate(draft)
    close()
  }

  if (!editing) {
    const place = locating ? `Finding ZIP ${locating}…` : locationLabel(location)
    return (
      <div className={styles.infoCard}>
        <dl className={styles.summary}>
          {insured !== null ? (
            <div className={styles.summaryRow}>
              <dt>Insurance</dt>
              <dd>{insured ? 'Insured' : 'Uninsured'}</dd>
            </div>
          ) : null}
          <div className={styles.summaryRow}>
            <dt>Location</dt>
            {!location.found && !locating ? (
              // Our message for a ZIP the lookup does not know: prices are then asked by the ZIP alone.
              <dd
                className={styles.flagged}
                title={`We could not find ZIP ${location.zip}. Check it and try again.`}
              >
                <span aria-hidden="true">ZIP {location.zip} · not found</span>
                <span className="visually-hidden">
                  We could not find ZIP {location.zip}. Check it and try again.
                </span>
              </dd>
            ) : (
              <dd>{place}</dd>
            )}
          </div>
          <div className={styles.summaryRow}>
            <dt>Dosage</dt>
            <dd>
              {selection.dosage} · {selection.quantityDisplay}
            </dd>
          </div>
        </dl>
        <button
          ref={editButton}
          type="button"
          className={styles.buttonSecondary}
          aria-expanded={false}
          aria-controls={formId}
          onClick={open}
        >
          EDIT<span className="visually-hidden"> drug, dosage and location</span>
        </button>
      </div>
    )
  }

  const manufacturer = drug.manufacturers.find((m) => m.name === draft.manufacturer)
  const option = manufacturer?.options.find((o) => o.form === draft.form)
  const dosage = option?.dossages.find((d) => d.dosage === draft.dosage)
  const liveZipError = draft.zip !== applied.zip ? zipError(draft.zip) : null
  const shownErrors: Partial<Record<Field, string>> = {
    ...errors,
    ...(liveZipError ? { zip: liveZipError } : {}),
  }
  const changed = (Object.keys(applied) as Field[]).some((field) => applied[field] !== draft[field])
  const updateDisabled = variant === 'template' && !changed

  const select = (
    field: Exclude<Field, 'zip'>,
    label: string,
    choices: string[],
    onChange: (value: string) => void,
  ) => {
    const error = shownErrors[field]
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={fieldId(field)}>
          {label}
        </label>
        <select
          ref={field === 'manufacturer' ? firstField : undefined}
          id={fieldId(field)}
          className={styles.select}
          value={draft[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(field) : undefined}
          onChange={(e) => onChange(e.target.value)}
        >
          {draft[field] === '' ? <option value="">Choose…</option> : null}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {error ? (
          <p id={errorId(field)} className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form id={formId} className={styles.form} noValidate onSubmit={submit} aria-label="Drug and location">
      <div className={styles.fields}>
        {select(
          'manufacturer',
          'Manufacturer',
          drug.manufacturers.map((m) => m.name),
          (value) => change(applyManufacturer(drug, draft, value), 'manufacturer'),
        )}
        {select('form', 'Form', manufacturer?.options.map((o) => o.form) ?? [], (value) =>
          change(applyForm(drug, draft, value), 'form'),
        )}
        {select('dosage', 'Dosage', option?.dossages.map((d) => d.dosage) ?? [], (value) =>
          change(applyDosage(drug, draft, value), 'dosage'),
        )}
        {select(
          'quantityDisplay',
          'Quantity',
          dosage?.commonQuantities.map((q) => q.display) ?? [],
          (value) => change({ ...draft, quantityDisplay: value }, 'quantityDisplay'),
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={fieldId('zip')}>
            ZIP code
          </label>
          <input
            id={fieldId('zip')}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9]*"
            maxLength={5}
            value={draft.zip}
            aria-invalid={shownErrors.zip ? true : undefined}
            aria-describedby={shownErrors.zip ? errorId('zip') : undefined}
            onChange={(e) => change({ ...draft, zip: sanitizeZip(e.target.value) }, 'zip')}
          />
          {shownErrors.zip ? (
            <p id={errorId('zip')} className={styles.fieldError} role="alert">
              {shownErrors.zip}
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.formActions}>
        <button type="button" className={styles.buttonSecondary} onClick={close}>
          CANCEL
        </button>
        <button type="submit" className={styles.button} disabled={updateDisabled}>
          UPDATE
        </button>
      </div>
    </form>
  )
}
