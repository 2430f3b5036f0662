import { colors } from '../../lib/tokens'
import { BRAND } from '../couponShare/format'
import { escapeHtml } from '../mail/couponEmail'
import type { MailMessage } from '../mail/types'
import type { NewsletterListInfo } from './types'

/** The subject names no list: phones show subjects on the lock screen, and list names can be health topics. */
export const CONFIRMATION_SUBJECT = `Confirm your ${BRAND} newsletter subscription`

/** Where the links in newsletter mail lead (the token goes in the query). */
export const NEWSLETTER_LINKS = {
  /**
   * The page with the confirm button, the email's link (a `GET` never confirms: mail scanners and link
   * previews open links, and would confirm sign-ups their address's owner never asked for).
   */
  confirmPage: '/newsletter/confirm',
  /** `POST`: the confirm page's form; confirms, sets the subscriber cookie, then shows the result page. */
  confirm: '/api/newsletter/confirm',
  /** The page with the unsubscribe button (a `GET` never unsubscribes: mail scanners open links). */
  unsubscribePage: '/newsletter/unsubscribe',
  /** `POST`: RFC 8058 one-click unsubscribe (mail programs), and the page's form. */
  unsubscribe: '/api/newsletter/unsubscribe',
} as const

const link = (siteUrl: string, path: string, token: string) =>
  `${siteUrl}${path}?${new URLSearchParams({ token })}`

/**
 * The headers every newsletter email carries (RFC 2369, RFC 8058): mail programs show an "Unsubscribe"
 * button that posts `List-Unsubscribe=One-Click` to the link, without opening a page.
 */
export function listUnsubscribeHeaders(siteUrl: string, unsubscribeToken: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${link(siteUrl, NEWSLETTER_LINKS.unsubscribe, unsubscribeToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

const { ink: INK, inkMuted: MUTED, brand: BRAND_COLOR, line: LINE, paperAlt: PAGE } = colors
const FONT = 'font-family:Arial,Helvetica,sans-serif'

/**
 * The double opt-in email: which lists the address was signed up to (name and description), a confirm link,
 * and an unsubscribe link; text and HTML saying the same, every value escaped, no images (nothing is
 * fetched when it is opened). Nobody gets a newsletter before pressing the button on the confirm link's
 * page.
 */
export function confirmationEmail({
  lists,
  confirmToken,
  unsubscribeToken,
  siteUrl,
}: {
  lists: readonly Pick<NewsletterListInfo, 'name' | 'description'>[]
  confirmToken: string
  unsubscribeToken: string
  siteUrl: string
}): Omit<MailMessage, 'to'> {
  const confirmUrl = link(siteUrl, NEWSLETTER_LINKS.confirmPage, confirmToken)
  const unsubscribeUrl = link(siteUrl, NEWSLETTER_LINKS.unsubscribePage, unsubscribeToken)
  const several = lists.length > 1
  const intro = `Someone, probably you, asked to get ${several ? 'these' : 'this'} ${BRAND} newsletter${several ? 's' : ''} at this email address:`
  const ignore = `If you didn’t ask for this, ignore this email: you won’t get any newsletters unless you confirm.`

  const text = [
    'Please confirm your subscription',
    '',
    intro,
    ...lists.map((l) => `- ${l.name}${l.description ? `: ${l.description}` : ''}`),
    '',
    'To confirm, open this link, then press the button on the page:',
    confirmUrl,
    '',
    ignore,
    '',
    `Unsubscribe: ${unsubscribeUrl}`,
    `${BRAND} · ${siteUrl}`,
    '',
  ].join('\n')

  const e = escapeHtml
  const items = lists
    .map(
      (l) =>
        `<li style="${FONT};font-size:15px;color:${INK};margin:0 0 8px"><strong>${e(l.name)}</strong>` +
        (l.description ? `<br><span style="color:${MUTED}">${e(l.description)}</span>` : '') +
        '</li>',
    )
    .join('')

  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(CONFIRMATION_SUBJECT)}</title></head>
<body style="margin:0;padding:0;background:${PAGE}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:${colors.paper};border:1px solid ${LINE};border-radius:8px">
<tr><td style="background:${BRAND_COLOR};border-radius:8px 8px 0 0;padding:16px 24px;${FONT};font-size:18px;font-weight:bold;color:${colors.onBrand}">${e(BRAND)} newsletters</td></tr>
<tr><td style="padding:24px">
<p style="${FONT};font-size:20px;font-weight:bold;color:${INK};margin:0 0 12px">Please confirm your subscription</p>
<p style="${FONT};font-size:15px;color:${INK};margin:0 0 12px">${e(intro)}</p>
<ul style="margin:0 0 20px;padding:0 0 0 20px">${items}</ul>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:${BRAND_COLOR};border-radius:6px">
<a href="${e(confirmUrl)}" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:bold;color:${colors.onBrand};text-decoration:none">Confirm subscription</a>
</td></tr></table>
<p style="${FONT};font-size:14px;color:${MUTED};margin:20px 0 0">${e(ignore)}</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${LINE};${FONT};font-size:12px;color:${MUTED}">${e(BRAND)} · <a href="${e(siteUrl)}" style="color:${BRAND_COLOR}">${e(siteUrl)}</a><br><a href="${e(unsubscribeUrl)}" style="color:${BRAND_COLOR}">Unsubscribe</a></td></tr>
</table>
</td></tr></table>
</body>
</html>
`
  return {
    subject: CONFIRMATION_SUBJECT,
    text,
    html,
    headers: listUnsubscribeHeaders(siteUrl, unsubscribeToken),
  }
}
