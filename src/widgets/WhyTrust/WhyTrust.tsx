import type { WhyTrustBlock } from '@/cms/payload-types'
import { RichTextNodes } from '@/content/RichText'
import { cx } from '@/lib/cx'
import type { WidgetProps } from '@/widgets/types'
import { widgetDomId } from '../commerce/rules'
import prose from '../prose/prose.module.css'
import { Explanation } from './Explanation'
import { LazyWhyTrustCollapse } from './WhyTrust.lazy.client'
import styles from './WhyTrust.module.css'
import { explanationFits, explanationNodes, whyTrustMetrics, whyTrustTitle } from './whyTrust'

/**
 * Why trust us (000 §3 "Why-trust block", §4, §9): the heading (explanationTitle), the metrics as large
 * numbers with what they count, and the explanation (rich text).
 *
 * The explanation is always whole in the HTML (crawlers, find-in-page, screen readers, readers without
 * JavaScript). One the server knows fits in 75 px is shown as it is: no toggle, no JavaScript. A longer one
 * is sent collapsed where scripts run (CSS clips it to 75 px with a fade from the first paint, and keeps the
 * button's row), so the collapse leaf, loaded near the viewport, only measures it and adds the button: the
 * collapsed state is the server-rendered state and nothing moves. Without JavaScript nothing is clipped.
 */
export function WhyTrust({ block, context, ordinal }: WidgetProps<WhyTrustBlock>) {
  const title = whyTrustTitle(block.explanationTitle)
  const metrics = whyTrustMetrics(block.metrics)
  const nodes = explanationNodes(block.explanationDescription)
  if (!title && metrics.length === 0 && nodes.length === 0) return null

  const base = widgetDomId('why-trust', block.id, ordinal ?? 1)
  const titleId = `${base}-title`
  const explanationId = `${base}-explanation`
  const text =
    nodes.length > 0 ? (
      <div className={cx(prose.text, styles.text)}>
        <RichTextNodes nodes={nodes} siteHost={context.siteHost} headingOffset={1} />
      </div>
    ) : null

  return (
    <section className={styles.root} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {metrics.length > 0 ? (
        <ul className={styles.metrics}>
          {metrics.map((metric) => (
            <li key={metric.key} className={styles.metric}>
              <span className={styles.count}>{metric.count}</span>{' '}
              <span className={styles.description}>{metric.description}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {text === null ? null : explanationFits(nodes) ? (
        <div className={styles.explanation}>{text}</div>
      ) : (
        <LazyWhyTrustCollapse leafProps={{ id: explanationId, subject: title, text }}>
          <Explanation id={explanationId} state="pending" subject={title}>
            {text}
          </Explanation>
        </LazyWhyTrustCollapse>
      )}
    </section>
  )
}
