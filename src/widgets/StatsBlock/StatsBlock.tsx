import type { StatsBlockBlock } from '@/cms/payload-types'
import type { WidgetProps } from '@/widgets/types'
import { AnimatedStatNumber, StatsCountUp } from './StatsBlock.client'
import styles from './StatsBlock.module.css'
import { STATS_PLACEHOLDER, statItems } from './stats'

/**
 * Stats block: a header and numbers with captions. The HTML carries the final values (crawlers, no-JS
 * readers, screen readers); a small client leaf counts the visible numbers up once, on first view.
 */
export function StatsBlock({ block }: WidgetProps<StatsBlockBlock>) {
  const items = statItems(block.items)
  const header = block.header?.trim()

  if (items.length === 0) {
    return (
      <div className={styles.placeholder}>
        <p>{STATS_PLACEHOLDER}</p>
      </div>
    )
  }

  return (
    <section className={styles.root}>
      {header ? <h2 className={styles.header}>{header}</h2> : null}
      <StatsCountUp count={items.length}>
        <ul className={styles.list}>
          {items.map((item, index) => (
            <li key={index} className={styles.item}>
              <p className={styles.number}>
                <span aria-hidden="true">
                  {item.prefix}
                  <AnimatedStatNumber
                    className={styles.digits}
                    index={index}
                    value={item.value}
                    decimals={item.decimals}
                    final={item.final}
                  />
                  {item.suffix}
                </span>
                <span className="visually-hidden">{`${item.prefix}${item.final}${item.suffix}`}</span>
              </p>
              {item.text ? <p className={styles.text}>{item.text}</p> : null}
            </li>
          ))}
        </ul>
      </StatsCountUp>
    </section>
  )
}
