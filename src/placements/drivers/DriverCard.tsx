import { type CSSProperties, type ReactNode, useId } from 'react'
import { Picture } from '@/content/Picture'
import { cx } from '@/lib/cx'
import type { DriverImage, DriverView } from '@/services/drivers/shared'
import styles from '../placements.module.css'
import { SECOND_PAGE_POPUP } from '../popup'
import { DriverLink } from './DriverLink'
import {
  buttonColors,
  buttonWords,
  paragraphs,
  RATED_TYPES,
  ratingView,
  sponsorText,
  telHref,
  whisperInk,
} from './driver'

/**
 * The drivers' renderers (issue 17, 001 §3–§4): a strip (`DriverBanner`) and a card (`DriverCard`) for every
 * driver type but sign-ups (`NewsletterSignup.client.tsx`) and copay offers (the drug cost savings widget's).
 * They fill the space their placement reserved and never grow: every text is clamped to its lines. They get
 * the driver with its tokens already replaced (`substituteDriver`), and render in the browser only (a
 * placement's island), so nothing here differs between server and client.
 *
 * - Download, quiz, video, coupon and calculator drivers are cards with their own button words; apps show
 *   App Store and Google Play buttons; phone drivers a line and a button that calls (`tel:`).
 * - Links to other sites open in a new tab as sponsored links (`DriverLink`); the site's own stay in the tab.
 * - "Sponsored by {brand}" (linked to the sponsor's page, with the partner logo) when the driver names a brand.
 * - The button takes the editor's colour with white or ink text, whichever reads; else the site's button.
 */

export type DriverRendererProps = {
  /** The driver, its tokens replaced. */
  driver: DriverView
  placement: string
  /** The site's own host (links to it stay in the tab). */
  siteHost: string
}

/** The picture's frame: 96 px on phones and in the pop-up, 200 px in the article from 768 px. */
const PICTURE_DISPLAY = { inline: { mobile: 96, desktop: 200 }, other: { mobile: 96, desktop: 96 } }

/** The picture, decorative when its text only repeats the headline. */
function DriverPicture({
  image,
  headline,
  video,
  inline,
}: {
  image: DriverImage
  headline: string
  video: boolean
  inline: boolean
}) {
  return (
    <span className={styles.pictureFrame}>
      <Picture
        image={image}
        display={inline ? PICTURE_DISPLAY.inline : PICTURE_DISPLAY.other}
        imgClassName={styles.picture}
        alt={image.alt.trim() === headline.trim() ? '' : image.alt}
      />
      {video ? (
        <svg className={styles.play} aria-hidden="true" viewBox="0 0 24 24" width="32" height="32">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M10 8l6 4-6 4z" className={styles.playMark} />
        </svg>
      ) : null}
    </span>
  )
}

/** The partner logo's width: 18 px high, as wide as its proportions make it, 72 px at most. */
function logoDisplay(logo: DriverImage) {
  const width = Math.min(72, logo.height > 0 ? (18 * logo.width) / logo.height : 72)
  return { mobile: width, desktop: width }
}

/** "Sponsored by {brand}", the brand linked to the sponsor's page, with the partner logo. */
function Sponsor({ driver, placement, siteHost }: DriverRendererProps) {
  const text = sponsorText(driver)
  if (!text || !driver.brand) return null
  const brand = driver.sponsorUrl ? (
    <DriverLink
      className={styles.sponsorLink}
      href={driver.sponsorUrl}
      siteHost={siteHost}
      placement={placement}
      action="sponsor"
    >
      {driver.brand}
    </DriverLink>
  ) : null
  return (
    <p className={styles.sponsor}>
      <span className={styles.sponsorText}>Sponsored by {brand ?? driver.brand}</span>
      {driver.vendorLogo ? (
        <Picture
          image={driver.vendorLogo}
          display={logoDisplay(driver.vendorLogo)}
          imgClassName={styles.logo}
          alt=""
        />
      ) : null}
    </p>
  )
}

/** The small line above the headline and the sponsor, on one line. */
function Meta(props: DriverRendererProps) {
  const { driver } = props
  const ink = whisperInk(driver.whisperColor)
  if (!driver.whisper && !driver.brand) return null
  return (
    <div className={styles.meta}>
      {driver.whisper ? (
        <p className={styles.whisper} style={ink ? { color: ink } : undefined}>
          {driver.whisper}
        </p>
      ) : null}
      <Sponsor {...props} />
    </div>
  )
}

function Rating({ rating }: { rating: number | null }) {
  const view = ratingView(rating)
  if (!view) return null
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        {'★'.repeat(view.filled)}
        <span className={styles.starsEmpty}>{'★'.repeat(5 - view.filled)}</span>
      </span>
      <span aria-hidden="true">{view.value}</span>
      <span className="visually-hidden">{view.label}</span>
    </p>
  )
}

function buttonStyle(driver: DriverView): CSSProperties | undefined {
  const c = buttonColors(driver.callToActionHexColor)
  return c ? ({ '--driver-cta-bg': c.background, '--driver-cta-ink': c.ink } as CSSProperties) : undefined
}

/** The driver's buttons: the stores for apps, the call for phones, else its button and second link. */
function Actions(props: DriverRendererProps & { className?: string }) {
  const { driver, placement, siteHost, className } = props
  const link = { siteHost, placement }
  const style = buttonStyle(driver)
  let buttons: ReactNode[] = []
  if (driver.driverType === 'phone') {
    const tel = telHref(driver.buttonPhoneNumber)
    if (tel) {
      buttons = [
        <DriverLink key="phone" {...link} className={styles.button} style={style} href={tel} action="phone">
          {driver.callToAction?.trim() || `Call ${driver.buttonPhoneNumber}`}
        </DriverLink>,
      ]
    }
  } else if (driver.driverType === 'appDownload' && (driver.appleHref || driver.googleHref)) {
    buttons = [
      driver.appleHref ? (
        <DriverLink key="apple" {...link} className={styles.store} href={driver.appleHref} action="appStore">
          <span className={styles.storeSmall}>Download on the</span> App Store
        </DriverLink>
      ) : null,
      driver.googleHref ? (
        <DriverLink
          key="google"
          {...link}
          className={styles.store}
          href={driver.googleHref}
          action="googlePlay"
        >
          <span className={styles.storeSmall}>Get it on</span> Google Play
        </DriverLink>
      ) : null,
    ]
  } else if (driver.callToActionURL) {
    buttons = [
      <DriverLink
        key="primary"
        {...link}
        className={styles.button}
        style={style}
        href={driver.callToActionURL}
        action="primary"
      >
        {buttonWords(driver)}
      </DriverLink>,
    ]
  }
  const secondary =
    driver.secondaryCtaText && driver.secondaryCtaUrl ? (
      <DriverLink {...link} className={styles.secondary} href={driver.secondaryCtaUrl} action="secondary">
        {driver.secondaryCtaText}
      </DriverLink>
    ) : null
  const teaser = driver.driverType === 'phone' && driver.buttonTeaser ? driver.buttonTeaser : null
  if (buttons.every((b) => b === null) && !secondary && !teaser) return null
  return (
    <div className={cx(styles.actions, className)}>
      {teaser ? <p className={styles.teaser}>{teaser}</p> : null}
      <div className={styles.buttons}>
        {buttons}
        {secondary}
      </div>
    </div>
  )
}

/** A strip: the small line, the headline and the button (a phone's line and call button). */
export function DriverBanner(props: DriverRendererProps) {
  const id = useId()
  const { driver } = props
  return (
    <section
      className={cx(styles.driver, styles.banner)}
      aria-labelledby={`${id}-headline`}
      data-driver-type={driver.driverType}
    >
      <div className={styles.bannerText}>
        <Meta {...props} />
        <p id={`${id}-headline`} className={styles.bannerHeadline}>
          {driver.headline}
        </p>
      </div>
      <Actions {...props} className={styles.bannerActions} />
    </section>
  )
}

/**
 * A card: picture, small line, headline, body copy, rating (apps, downloads, calculators, coupons), button
 * and second link, and "Sponsored by" with the partner logo.
 */
export function DriverCard(props: DriverRendererProps) {
  const id = useId()
  const { driver } = props
  const copy = paragraphs(driver.bodyCopy).join(' ')
  return (
    <section
      className={cx(styles.driver, styles.card, driver.image ? styles.withPicture : undefined)}
      aria-labelledby={`${id}-headline`}
      data-driver-type={driver.driverType}
    >
      {driver.image ? (
        <DriverPicture
          image={driver.image}
          headline={driver.headline}
          video={driver.driverType === 'video'}
          inline={props.placement !== SECOND_PAGE_POPUP}
        />
      ) : null}
      <div className={styles.cardText}>
        <Meta {...props} />
        <p id={`${id}-headline`} className={styles.cardHeadline}>
          {driver.headline}
        </p>
        {RATED_TYPES.includes(driver.driverType) ? <Rating rating={driver.rating} /> : null}
        {copy ? <p className={styles.copy}>{copy}</p> : null}
        <Actions {...props} className={styles.cardActions} />
      </div>
    </section>
  )
}
