'use client'
import { useState } from 'react'
import { track } from '@/lib/tracking'
import styles from './DrugCostSavings.module.css'
import { type HelpfulChoice, toggleHelpful } from './messages'

const CHOICES: { value: HelpfulChoice; label: string }[] = [
  { value: 'helpful', label: 'Helpful' },
  { value: 'notHelpful', label: 'Not Helpful' },
]

/**
 * 'Helpful' / 'Not Helpful' (002 §4.5): two toggle buttons (`aria-pressed`); a click on the other one
 * switches, a second click on the active one clears it. The choice is a first-party event with the page's
 * path only (nothing the reader typed or chose in the widget).
 */
export function HelpfulControl({ id, articlePath }: { id: string; articlePath: string }) {
  const [choice, setChoice] = useState<HelpfulChoice | null>(null)
  const questionId = `${id}-helpful`
  return (
    // biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not form fields: a fieldset would misname them
    <div className={styles.helpful} role="group" aria-labelledby={questionId}>
      <p id={questionId}>Was this tool helpful?</p>
      {CHOICES.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          className={styles.buttonSecondary}
          aria-pressed={choice === value}
          onClick={() => {
            const next = toggleHelpful(choice, value)
            setChoice(next)
            track({ name: 'drugCostSavings.helpful', choice: next ?? 'cleared', path: articlePath })
          }}
        >
          {label}
        </button>
      ))}
      <span className="visually-hidden" role="status">
        {choice ? 'Thank you for your feedback.' : ''}
      </span>
    </div>
  )
}
