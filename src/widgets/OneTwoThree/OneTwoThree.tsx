import type { OneTwoThreeBlock } from '@/cms/payload-types'
import { type TrackFields, trackView } from '@/lib/trackingAttrs'
import { ItemImage, ShopButton } from '../commerce/Item'
import { commerceAttrs } from '../commerce/rules'
import type { WidgetProps } from '../types'
import styles from './OneTwoThree.module.css'
import { itemWidth, oneTwoThreeItems } from './oneTwoThree'

export const ONE_TWO_THREE_CATEGORY = 'paid media widget'

/**
 * Paid-media widget of up to three items (000 §3, 001 §3): under a "Sponsored" label, each item is a picture,
 * a name, a title and a sponsored link out. Items without a picture or a link are left out; the rest share
 * the width equally (100%, 50% or 33.33%). Renders nothing when no item is usable. Static: no JavaScript.
 */
/**
 * The picture's displayed width by the number of items (issue 31): the items share the article column, less
 * their cards' padding (measured: 123 and 71 px at a 375 px screen, 319 and 202 px at 1280 px).
 */
const IMAGE_DISPLAY: Record<number, { mobile: number; desktop: number }> = {
  1: { mobile: 287, desktop: 679 },
  2: { mobile: 123, desktop: 319 },
  3: { mobile: 72, desktop: 202 },
}

export function OneTwoThree({ block, context }: WidgetProps<OneTwoThreeBlock>) {
  const items = oneTwoThreeItems(block.items)
  if (items.length === 0) return null
  const width = itemWidth(items.length)
  return (
    <div
      className={styles.root}
      data-count={items.length}
      {...trackView({ category: ONE_TWO_THREE_CATEGORY, formatType: `${items.length} items` })}
    >
      <p className={styles.label}>Sponsored</p>
      <ul className={styles.items}>
        {items.map((item) => {
          const track: TrackFields = {
            category: ONE_TWO_THREE_CATEGORY,
            name: item.title || item.name || undefined,
            brand: item.name || undefined,
            productId: item.productId ?? undefined,
            position: item.position,
          }
          const about = item.title || item.name
          return (
            <li
              key={item.key}
              className={styles.item}
              style={{ width }}
              {...trackView(track)}
              {...commerceAttrs(item.productId, item.position)}
            >
              <div className={styles.card}>
                <ItemImage
                  image={item.image}
                  width={240}
                  display={IMAGE_DISPLAY[items.length] ?? IMAGE_DISPLAY[3]!}
                  className={styles.image}
                />
                <div className={styles.text}>
                  {item.name ? <p className={styles.name}>{item.name}</p> : null}
                  {item.title ? <p className={styles.title}>{item.title}</p> : null}
                </div>
                <ShopButton
                  className={styles.cta}
                  href={item.href}
                  widget="oneTwoThree"
                  position={item.position}
                  sponsored
                  paidMedia
                  context={context}
                  track={track}
                  text={item.ctaLabel}
                  about={about}
                />
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
