import styles from './StatsBlock.module.css'
import type { StatItem } from './stats'

/**
 * The list of numbers and captions. The server renders it with the final values; the count-up leaf renders
 * the same markup with the values it is counting (`shown`), so swapping one for the other moves nothing.
 * Screen readers always get the final value, once, from the visually hidden copy.
 */
export function StatsList({ items, shown }: { items: StatItem[]; shown?: (index: number) => string }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <p className={styles.number}>
            <span aria-hidden="true">
              {item.prefix}
              <span className={styles.digits} data-final={item.final}>
                <span>{shown ? shown(index) : item.final}</span>
              </span>
              {item.suffix}
            </span>
            <span className="visually-hidden">{`${item.prefix}${item.final}${item.suffix}`}</span>
          </p>
          {item.text ? <p className={styles.text}>{item.text}</p> : null}
        </li>
      ))}
    </ul>
  )
}
