/*
 * What fills an ad's place (issue 28): a link through the signed first-party click address, holding the image
 * creative (with its alt text) or a native ad's picture, headline, line of text and sponsor. Built with the
 * DOM (no HTML strings: every text is the editor's, set as text). Opens in a new tab; `rel="sponsored"` tells
 * search engines it is paid.
 */
import type { AdFill } from '@/services/ads/shared'

export type CreativeClasses = {
  creative: string
  native: string
  headline: string
  text: string
  sponsor: string
}

export function sponsorLine(sponsor: string): string {
  return `Sponsored by ${sponsor}`
}

/** The element for `fill`, made in `doc`. */
export function creativeElement(doc: Document, fill: AdFill, classes: CreativeClasses): HTMLAnchorElement {
  const { creative } = fill
  const link = doc.createElement('a')
  link.href = fill.clickUrl
  link.target = '_blank'
  link.rel = 'sponsored noopener'
  link.className = creative.format === 'native' ? `${classes.creative} ${classes.native}` : classes.creative
  link.dataset.adCreative = creative.id
  link.dataset.adCampaign = creative.campaignId
  if (creative.image) {
    const img = doc.createElement('img')
    img.src = creative.image.src
    img.width = creative.image.width
    img.height = creative.image.height
    // A native ad's picture illustrates its headline; an image ad's picture is the ad.
    img.alt = creative.format === 'native' ? '' : creative.image.alt
    img.decoding = 'async'
    link.append(img)
  }
  if (creative.format === 'native') {
    const add = (className: string, value: string | null) => {
      if (!value) return
      const span = doc.createElement('span')
      span.className = className
      span.textContent = value
      link.append(span)
    }
    add(classes.headline, creative.headline)
    add(classes.text, creative.text)
    add(classes.sponsor, sponsorLine(creative.sponsor))
  }
  return link
}

/**
 * The sandboxed frame in which the programmatic partner may fill a slot (`src` from the guard's
 * `adPartnerFrameSrc`): scripts may run, but in an opaque origin (no `allow-same-origin`), so the partner's tag
 * cannot read this page, its cookies or its storage; no referrer, so it is not told the page's address either;
 * a click may open the advertiser in a new tab (popups escape the sandbox), never navigate this page.
 */
export function partnerFrameElement(
  doc: Document,
  src: string,
  size: { width: number; height: number },
  className: string,
): HTMLIFrameElement {
  const frame = doc.createElement('iframe')
  frame.setAttribute('sandbox', PARTNER_FRAME_SANDBOX)
  frame.referrerPolicy = 'no-referrer'
  frame.title = 'Advertisement'
  frame.width = String(size.width)
  frame.height = String(size.height)
  frame.className = className
  frame.dataset.adPartner = ''
  frame.src = src
  return frame
}

/** What the partner's frame may do: run its scripts and open the advertiser in a new tab. */
export const PARTNER_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox'
