import type { ShoppingProductBlock } from '@/cms/payload-types'
import { Picture } from '@/content/Picture'
import { RichText } from '@/content/RichText'
import { showsAffiliateDisclaimer } from '@/lib/affiliate/links'
import { cx } from '@/lib/cx'
import { type TrackFields, trackView } from '@/lib/trackingAttrs'
import { CommissionNote, DiscountText, FactList, ShopButton } from '../commerce/Item'
import prose from '../prose/prose.module.css'
import type { WidgetContext, WidgetProps } from '../types'
import styles from './ShoppingProduct.module.css'
import {
  COMMISSION_NOTE,
  cardLayout,
  productImageOf,
  type ShoppingOffer,
  type ShoppingSpec,
  shoppingOffers,
  specsOf,
} from './shoppingProduct'

/** The photo: 90 px on phones, 170 px from the widgets’ breakpoint. An address (not an upload): shown as it is. */
const IMAGE_DISPLAY = { mobile: 90, desktop: 170 }

/** What a reader hears for a missing table value instead of a bare dash. */
function NotListed() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not listed</span>
    </>
  )
}

type OfferButtonProps = {
  offer: ShoppingOffer
  context: WidgetContext
  track: TrackFields
  productName: string
}

/** An offer's button: an affiliate link out to the shop, in words the spec gives (000 §5). */
function OfferButton({ offer, context, track, productName }: OfferButtonProps) {
  return (
    <ShopButton
      className={styles.button}
      href={offer.href}
      widget="shoppingProduct"
      position={offer.position}
      context={context}
      track={{ ...track, position: offer.position }}
      text={offer.buttonText}
      hint={` ${offer.retailer ? '' : `for ${productName} `}(opens in a new tab)`}
    />
  )
}

function SpecList({ specs }: { specs: ShoppingSpec[] }) {
  return (
    <FactList
      className={styles.specList}
      facts={specs.map((spec) => ({ key: spec.key, label: spec.title, value: spec.text }))}
    />
  )
}

function SpecTable({ specs, name }: { specs: ShoppingSpec[]; name: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Specifications<span className="visually-hidden"> of {name}</span>
      </caption>
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.key}>
            <th scope="row">{spec.title}</th>
            <td>{spec.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function OfferList(props: { offers: ShoppingOffer[] } & Omit<OfferButtonProps, 'offer'>) {
  const { offers, ...rest } = props
  return (
    <ul className={styles.offerList}>
      {offers.map((offer) => (
        <li key={offer.key} className={styles.offer}>
          <OfferButton offer={offer} {...rest} />
          {offer.discount ? (
            <p className={styles.discount}>
              <DiscountText text={offer.discount} source="shopping product" />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function OfferTable(props: { offers: ShoppingOffer[] } & Omit<OfferButtonProps, 'offer'>) {
  const { offers, ...rest } = props
  return (
    <table className={`${styles.table} ${styles.offerTable}`}>
      <caption className={styles.caption}>
        Where to buy<span className="visually-hidden"> {rest.productName}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">Shop</th>
          <th scope="col">Price</th>
          <th scope="col">
            <span className="visually-hidden">Link to the shop</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {offers.map((offer) => (
          <tr key={offer.key}>
            <th scope="row">{offer.retailer ?? <NotListed />}</th>
            <td>
              {offer.price ?? <NotListed />}
              {offer.discount ? (
                <span className={styles.discount}>
                  <DiscountText text={offer.discount} source="shopping product" />
                </span>
              ) : null}
            </td>
            <td className={styles.buttonCell}>
              <OfferButton offer={offer} {...rest} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Shopping product (000 §3, §5): the product's photo, brand, name, summary and specs, and one button per
 * shop that sells it ("$129 FROM Example Shop", "SHOP NOW AT Example Shop", "SHOP NOW"), as a list card or a
 * table card (specs and shops in tables). Buttons are affiliate links; the commission note shows when one
 * goes to a listed partner. The photo's box has a fixed size, so nothing moves as it loads. No JavaScript.
 */
export function ShoppingProduct({ block, context, ordinal = 1 }: WidgetProps<ShoppingProductBlock>) {
  const name = typeof block.name === 'string' ? block.name.trim() : ''
  if (!name) return null
  const brand = typeof block.brand === 'string' ? block.brand.trim() : ''
  const productId = typeof block.productId === 'string' ? block.productId.trim() : ''
  const layout = cardLayout(block.cardType)
  const image = productImageOf(block.image, name)
  const specs = specsOf(block.specs)
  const offers = shoppingOffers(block.offers, block.linkOverride)
  const titleId = `shopping-${block.id ?? ordinal}-title`
  const track: TrackFields = {
    category: 'shopping product',
    name,
    brand,
    productId,
    formatType: layout,
    position: ordinal,
  }
  const offerProps = { context, track, productName: name }
  const note = offers.some((offer) => showsAffiliateDisclaimer(offer.href, context.commerce.partnerDomains))
  return (
    <article
      className={`${styles.card} ${layout === 'table' ? styles.tableLayout : styles.listLayout}`}
      aria-labelledby={titleId}
      {...trackView(track)}
    >
      <div className={image ? styles.top : `${styles.top} ${styles.noImage}`}>
        {image ? (
          <div className={styles.imageBox}>
            <Picture image={image} display={IMAGE_DISPLAY} imgClassName={styles.image} />
          </div>
        ) : null}
        <div className={styles.main}>
          <div className={styles.heading}>
            {brand ? <p className={styles.brand}>{brand}</p> : null}
            <h3 id={titleId} className={styles.name}>
              {name}
            </h3>
          </div>
          <RichText
            data={block.summary}
            className={cx(prose.text, styles.summary)}
            siteHost={context.siteHost}
          />
          {layout === 'list' && specs.length > 0 ? <SpecList specs={specs} /> : null}
          {layout === 'list' && offers.length > 0 ? <OfferList offers={offers} {...offerProps} /> : null}
        </div>
      </div>
      {layout === 'table' && specs.length > 0 ? <SpecTable specs={specs} name={name} /> : null}
      {layout === 'table' && offers.length > 0 ? <OfferTable offers={offers} {...offerProps} /> : null}
      {note ? <CommissionNote className={styles.note} text={COMMISSION_NOTE} context={context} /> : null}
    </article>
  )
}
