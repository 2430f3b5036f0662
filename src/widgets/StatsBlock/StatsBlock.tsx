import type { StatsBlockBlock } from '@/cms/payload-types'
import type { WidgetProps } from '@/widgets/types'
import { LazyStatsCountUp } from './StatsBlock.lazy.client'
import styles from './StatsBlock.module.css'
import { StatsList } from './StatsList'
import { STATS_PLACEHOLDER, statItems } from './stats'

/**
 * Stats block: a header and numbers with captions. The HTML carries the final values (crawlers, no-JS
 * readers, screen readers); the count-up leaf loads when the block nears the viewport and counts the visible
 * numbers up once, on first view.
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
      <LazyStatsCountUp leafProps={{ items }}>
        <div>
          <StatsList items={items} />
        </div>
      </LazyStatsCountUp>
    </section>
  )
}
