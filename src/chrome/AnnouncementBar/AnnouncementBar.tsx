import { unstable_rethrow } from 'next/navigation'
import type { CSSProperties } from 'react'
import type { AnnouncementBar as AnnouncementBarGlobal } from '@/cms/payload-types'
import { getAnnouncementBar } from '@/cms/reads'
import { log } from '@/platform/log.mjs'
import { ownHost } from '@/platform/runtime'
import styles from './AnnouncementBar.module.css'
import {
  barColors,
  barVariant,
  callToAction,
  cleanText,
  LOGO_MEDIA,
  logoAddress,
  logoSources,
  storageKey,
} from './announcementBar'
import { bootScriptSource, PRIVACY_UPDATED_DISMISSAL_KEY } from './dismissal'
import { DismissAnnouncementButton } from './islands.client'

/** Where the privacy-updated bar sends readers. */
export const PRIVACY_POLICY_PATH = '/privacy-policy'

const BOOT_SCRIPT = bootScriptSource()

/**
 * The inline script that hides an already-dismissed bar before it is painted (see `dismissal.ts`). It must
 * come before the bar in the document; `AnnouncementBarView` renders it right in front of the bar. Its code
 * is fixed; the bar's key travels in the `data-announcement-key` attribute, escaped by React.
 */
export function AnnouncementBarBootScript({ storageKey }: { storageKey: string }) {
  return <script data-announcement-key={storageKey} dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
}

/**
 * The announcement bar above the header (001 §3, §4): reads the `announcementBar` global fresh on every
 * render (pages are regenerated when an editor saves it) and renders the bar, or nothing. If the CMS cannot
 * be read the page renders without the bar rather than failing.
 */
export async function AnnouncementBar() {
  let bar: AnnouncementBarGlobal
  try {
    bar = await getAnnouncementBar()
  } catch (err) {
    unstable_rethrow(err)
    log('announcement-bar').error({ err }, 'could not read the announcementBar global; rendering without it')
    return null
  }
  return <AnnouncementBarView bar={bar} />
}

/**
 * The bar for a stored global: the privacy-updated bar, the announcement, or nothing (see `barVariant`).
 * Each comes with its boot script, and hides while dismissed (14 days) or while a privacy banner shows. An
 * announcement also carries the privacy-updated bar, hidden, which takes its place for a reader the privacy
 * banner asked again (issue 18). A bar that is switched off stays off for everyone.
 */
export function AnnouncementBarView({
  bar,
  siteHost = ownHost(),
}: {
  bar: AnnouncementBarGlobal
  /** The site's own host, for telling internal from external links; defaults to SITE_HOST / SITE_URL. */
  siteHost?: string
}) {
  const variant = barVariant(bar)
  if (variant === 'none') return null
  const key = storageKey(bar)
  const campaignName = cleanText(bar.campaignName)

  if (variant === 'privacyUpdated') {
    return (
      <>
        <AnnouncementBarBootScript storageKey={key} />
        <PrivacyUpdateBar storageKey={key} campaignName={campaignName} />
      </>
    )
  }

  const headline = cleanText(bar.headline)
  const text = cleanText(bar.announcementText)
  const colors = barColors(bar.backgroundColor, bar.textColor)
  const style = {
    ...(colors.background ? { '--bar-bg': colors.background } : {}),
    ...(colors.text ? { '--bar-fg': colors.text } : {}),
  } as CSSProperties
  const cta = callToAction(bar, siteHost)
  const logo = logoSources(bar.logoURLs)

  return (
    <>
      <AnnouncementBarBootScript storageKey={key} />
      <section
        aria-label="Announcement"
        className={styles.bar}
        style={style}
        data-announcement-bar="announcement"
        data-campaign={campaignName || undefined}
      >
        <div className={styles.inner}>
          <div className={styles.content}>
            {logo ? (
              // Decorative: the headline and text carry the message, so the logo is not announced twice.
              <picture className={styles.logo}>
                {logo.desktop ? (
                  <source media={LOGO_MEDIA.desktop} srcSet={logoAddress(logo.desktop)} />
                ) : null}
                {logo.tablet ? <source media={LOGO_MEDIA.tablet} srcSet={logoAddress(logo.tablet)} /> : null}
                <img src={logoAddress(logo.fallback)} alt="" width={112} height={28} decoding="async" />
              </picture>
            ) : null}
            <p className={styles.message}>
              {headline ? <strong className={styles.headline}>{headline}</strong> : null}
              {headline && text ? ' ' : null}
              {text}
            </p>
            {cta ? (
              <a
                className={cta.appearance === 'button' ? styles.ctaButton : styles.cta}
                href={cta.href}
                target={cta.target}
                rel={cta.rel}
              >
                {cta.label}
                {cta.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
              </a>
            ) : null}
          </div>
          <DismissAnnouncementButton
            storageKey={key}
            campaignName={campaignName}
            label="Dismiss announcement"
          />
        </div>
      </section>
      {/* For a reader the privacy banner asked again: shown in the announcement's place (see dismissal.ts). */}
      <PrivacyUpdateBar storageKey={PRIVACY_UPDATED_DISMISSAL_KEY} campaignName="" reader />
    </>
  )
}

/**
 * The privacy-updated bar (001 §3 `isPrivacySettingsUpdatedMPD`, §4): a neutral notice linking to the privacy
 * policy. Shown to everyone when the editors turn it on; and, as `reader`, in the HTML of every announcement,
 * hidden, for the readers the privacy banner asked again after the policy version rose (their boot script
 * marks <html>, and CSS shows it in the announcement's place until they dismiss it).
 */
function PrivacyUpdateBar({
  storageKey,
  campaignName,
  reader = false,
}: {
  storageKey: string
  campaignName: string
  reader?: boolean
}) {
  return (
    <section
      aria-label="Privacy update"
      className={`${styles.bar} ${styles.privacy}${reader ? ` ${styles.readerPrivacy}` : ''}`}
      data-announcement-bar={reader ? undefined : 'privacyUpdated'}
      data-announcement-reader-variant={reader ? 'privacyUpdated' : undefined}
      hidden={reader || undefined}
    >
      <div className={styles.inner}>
        <div className={styles.content}>
          <p className={styles.message}>
            <strong className={styles.headline}>We have updated our privacy policy and settings.</strong>{' '}
            Please take a moment to review what has changed and the choices you have.
          </p>
          <a className={styles.cta} href={PRIVACY_POLICY_PATH}>
            Read the privacy policy
          </a>
        </div>
        <DismissAnnouncementButton
          storageKey={storageKey}
          campaignName={campaignName}
          label="Dismiss privacy update"
          readerPrivacyUpdate={reader || undefined}
        />
      </div>
    </section>
  )
}
