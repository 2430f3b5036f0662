'use client'
import { type FormEvent, useId, useState } from 'react'
import { consentNow } from '@/privacy/consent/browser'
import { CONSENT_PURPOSES, OPTIONAL_PURPOSES } from '@/privacy/consent/consent'
import { Modal } from '@/ui/modal/Modal.client'
import styles from './ConsentSettings.module.css'
import { type DecideEnvironment, type OptionalChoice, saveConsentChoice } from './decide'
import { PURPOSE_WORDS, SETTINGS_WORDS } from './words'

export type ConsentSettingsProps = {
  open: boolean
  /** Escape, the ×, the backdrop and a saved choice call it; the owner closes the dialog. */
  onClose: () => void
  /** The network and the reload (tests); the page's otherwise. */
  fetch?: DecideEnvironment['fetch']
  reload?: DecideEnvironment['reload']
}

/** Where the switches start: the stored choice (even one under an older version), else everything off. */
function startingChoice(): { values: OptionalChoice; gpc: boolean } {
  const { choice, signals } = consentNow()
  const values = Object.fromEntries(
    OPTIONAL_PURPOSES.map((p) => [p, !signals.gpc && Boolean(choice?.[p])]),
  ) as OptionalChoice
  return { values, gpc: signals.gpc }
}

/**
 * The privacy settings (loaded on demand by the banner's island): the four purposes, each a switch with one
 * plain sentence, and "Save choices". Necessary is always on (a disabled switch). With Global Privacy Control
 * on, the optional purposes show off and disabled and the dialog says why. A modal dialog (focus moves in and
 * stays in, Escape closes, focus returns to what opened it); saving writes the choice (`saveConsentChoice`,
 * source "settings") and closes.
 */
export function ConsentSettings({ open, onClose, fetch: fetchImpl, reload }: ConsentSettingsProps) {
  const id = useId()
  const [{ values, gpc }, setState] = useState(startingChoice)

  const save = (event: FormEvent) => {
    event.preventDefault()
    saveConsentChoice(values, 'settings', { fetch: fetchImpl, reload })
    onClose()
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      closeLabel={SETTINGS_WORDS.close}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {SETTINGS_WORDS.title}
      </h2>
      <p id={`${id}-intro`} className={styles.intro}>
        {SETTINGS_WORDS.intro}
      </p>
      {gpc ? <p className={styles.gpc}>{SETTINGS_WORDS.gpc}</p> : null}
      <form onSubmit={save}>
        <fieldset className={styles.purposes}>
          <legend className="visually-hidden">{SETTINGS_WORDS.legend}</legend>
          {CONSENT_PURPOSES.map((purpose) => {
            const necessary = purpose === 'necessary'
            const inputId = `${id}-${purpose}`
            const words = PURPOSE_WORDS[purpose]
            return (
              <div key={purpose} className={styles.purpose}>
                <div className={styles.purposeHead}>
                  <label htmlFor={inputId} className={styles.label}>
                    {words.label}
                    {necessary ? <span className={styles.alwaysOn}> ({SETTINGS_WORDS.alwaysOn})</span> : null}
                  </label>
                  <input
                    id={inputId}
                    type="checkbox"
                    role="switch"
                    className={styles.switch}
                    checked={necessary ? true : values[purpose]}
                    aria-checked={necessary ? true : values[purpose]}
                    disabled={necessary || gpc}
                    aria-describedby={`${inputId}-about`}
                    onChange={
                      necessary
                        ? undefined
                        : (event) => {
                            const checked = event.currentTarget.checked
                            setState((state) => ({
                              ...state,
                              values: { ...state.values, [purpose]: checked },
                            }))
                          }
                    }
                    readOnly={necessary}
                  />
                </div>
                <p id={`${inputId}-about`} className={styles.about}>
                  {words.description}
                </p>
              </div>
            )
          })}
        </fieldset>
        <button type="submit" className={styles.save}>
          {SETTINGS_WORDS.save}
        </button>
      </form>
    </Modal>
  )
}
