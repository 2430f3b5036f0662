import type { ReactNode } from 'react'
import styles from './WhoFills.module.css'

/**
 * The "who fills" views' list of what the rules left out, each with the rule it fails (promotions in
 * `WhoFills.tsx`, ads in `AdSlots.tsx`). Open when short, or when one the editor followed is in it.
 */
export function LeftOut<T extends { id: string; reason: string; followed?: boolean }>({
  items,
  noun,
  name,
}: {
  items: readonly T[]
  /** "driver", "campaign": made plural by an s. */
  noun: string
  name: (item: T) => ReactNode
}) {
  if (items.length === 0) return null
  return (
    <details className={styles.excluded} open={items.length <= 10 || items.some((x) => x.followed)}>
      <summary>
        Left out ({items.length} {noun}
        {items.length === 1 ? '' : 's'}), with the rule each fails
      </summary>
      <ul>
        {items.map((x) => (
          <li key={x.id}>
            {name(x)}: {x.reason}
          </li>
        ))}
      </ul>
    </details>
  )
}
