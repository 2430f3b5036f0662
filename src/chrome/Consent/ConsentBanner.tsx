import { unstable_rethrow } from 'next/navigation'
import { getSiteSettings } from '@/cms/reads'
import { log } from '@/platform/log.mjs'
import type { PublicThirdParty } from '@/privacy/consent/browser'
import { type PrivacySettings, privacySettingsOf } from '@/privacy/consent/settings'
import { publicThirdParties } from '@/privacy/thirdParty/registry'
import { consentBootScriptSource } from './bootScript'
import styles from './Consent.module.css'
import { ConsentBannerActions } from './islands.client'
import { PrivacyConfigScript } from './PrivacyConfigScript'
import { BANNER_WORDS, PRIVACY_POLICY_PATH } from './words'

const BOOT_SCRIPT = consentBootScriptSource()

/**
 * The consent layer of every reader page (issue 18; 001 §4 "Consent"), first in the site chrome: the page's
 * privacy settings, the boot script that decides before the first paint whether the banner shows, and the
 * banner. Reads the site settings (cached under their tag: saving them revalidates every page); when they
 * cannot be read the defaults apply (policy version 1) rather than a page without a way to choose.
 */
export async function ConsentBanner() {
  let settings: PrivacySettings
  try {
    settings = privacySettingsOf(await getSiteSettings())
  } catch (error) {
    unstable_rethrow(error)
    log('consent').error(
      { err: error },
      'could not read the site settings; using the default privacy settings',
    )
    settings = privacySettingsOf(null)
  }
  return <ConsentBannerView settings={settings} thirdParties={publicThirdParties()} />
}

/**
 * The same markup for every reader (pages are cached): the banner is in the HTML, hidden, and CSS shows it
 * when the boot script has marked <html> (`data-privacy-banner="visible"`); the "what changed" line shows
 * only to readers asked again (`data-privacy-reask`) and the Global Privacy Control sentence only with the
 * signal on (`data-privacy-gpc`). A labelled region, so screen readers find it; its buttons are the only
 * JavaScript, and the settings dialog's code loads on demand.
 */
export function ConsentBannerView({
  settings,
  thirdParties,
}: {
  settings: PrivacySettings
  thirdParties: PublicThirdParty[]
}) {
  return (
    <>
      <PrivacyConfigScript config={{ policyVersion: settings.policyVersion, thirdParties }} />
      <section className={styles.banner} aria-labelledby="privacy-banner-title" data-consent-banner="">
        <div className={styles.inner}>
          <div className={styles.text}>
            <h2 id="privacy-banner-title" className={styles.title}>
              {BANNER_WORDS.title}
            </h2>
            <p className={styles.whatChanged} data-consent-part="what-changed">
              <strong>{BANNER_WORDS.updated}</strong>
              {settings.whatChanged ? ` ${settings.whatChanged}` : null}
            </p>
            <p>
              {BANNER_WORDS.intro}{' '}
              <a className={styles.policyLink} href={PRIVACY_POLICY_PATH}>
                {BANNER_WORDS.policyLink}
              </a>
            </p>
            <p className={styles.gpc} data-consent-part="gpc">
              {BANNER_WORDS.gpc}
            </p>
          </div>
          <ConsentBannerActions />
        </div>
      </section>
      {/*
       * After the banner, so the banner is whole before the script shows it: a script above it would show it
       * while the HTML is still arriving, and a fixed banner growing upwards is a layout shift. Still before the
       * announcement bar, which the mark hides before it is ever painted.
       */}
      <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
    </>
  )
}
