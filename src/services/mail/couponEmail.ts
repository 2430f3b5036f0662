import { formatPrice } from '@/lib/price'
import { colors } from '../../lib/tokens'
import {
  BRAND,
  COUPON_NOTES,
  drugLine,
  pharmacistCodes,
  pharmacyLine,
  savingsLine,
} from '../couponShare/format'
import type { CouponResponse } from '../pricing/shared'
import type { MailMessage } from './types'

/** Text made safe to place in HTML text or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export const COUPON_EMAIL_SUBJECT = `Your ${BRAND} prescription savings coupon`

// The site's colours as values: mail clients ignore stylesheets and custom properties.
const { ink: INK, inkMuted: MUTED, brand: BRAND_COLOR, brandTint: TINT, line: LINE, paperAlt: PAGE } = colors
const FONT = 'font-family:Arial,Helvetica,sans-serif'

/**
 * The coupon email: a plain-text body and an HTML one saying the same. The HTML uses a table layout and
 * inline styles only (mail clients drop stylesheets), and no images at all, so nothing is fetched from
 * anywhere when it is opened. Every value is escaped. The subject does not name the drug: phones show
 * subjects on the lock screen.
 */
export function couponEmail(
  coupon: CouponResponse,
  { siteUrl }: { siteUrl: string },
): Omit<MailMessage, 'to'> {
  const price = formatPrice(coupon.pricingInformation.discountedPrice)
  const savings = savingsLine(coupon)
  const codes = pharmacistCodes(coupon)
  const drug = drugLine(coupon)
  const pharmacy = pharmacyLine(coupon)
  const footer = `You asked for this coupon on ${BRAND}. We do not keep your email address.`

  const text = [
    'Your prescription savings coupon',
    '',
    drug,
    `Pharmacy: ${pharmacy}`,
    `Your price: ${price}`,
    ...(savings ? [savings] : []),
    '',
    'Show this to the pharmacist:',
    ...codes.map((c) => `${c.label}: ${c.value}`),
    '',
    'Good to know:',
    ...COUPON_NOTES.map((n) => `- ${n}`),
    '',
    `${BRAND} · ${siteUrl}`,
    footer,
    '',
  ].join('\n')

  const e = escapeHtml
  const codeRows = codes
    .map(
      (c) =>
        `<tr><td style="${FONT};font-size:14px;color:${MUTED};padding:6px 0;border-top:1px solid ${LINE}">${e(c.label)}</td>` +
        `<td style="${FONT};font-size:16px;font-weight:bold;color:${INK};padding:6px 0;border-top:1px solid ${LINE};text-align:right;letter-spacing:0.5px">${e(c.value)}</td></tr>`,
    )
    .join('')
  const notes = COUPON_NOTES.map(
    (n) => `<li style="${FONT};font-size:14px;color:${INK};margin:0 0 6px">${e(n)}</li>`,
  ).join('')

  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(COUPON_EMAIL_SUBJECT)}</title></head>
<body style="margin:0;padding:0;background:${PAGE}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:${colors.paper};border:1px solid ${LINE};border-radius:8px">
<tr><td style="background:${BRAND_COLOR};border-radius:8px 8px 0 0;padding:16px 24px;${FONT};font-size:18px;font-weight:bold;color:${colors.onBrand}">${e(BRAND)} prescription savings coupon</td></tr>
<tr><td style="padding:24px">
<p style="${FONT};font-size:18px;font-weight:bold;color:${INK};margin:0 0 4px">${e(drug)}</p>
<p style="${FONT};font-size:14px;color:${MUTED};margin:0 0 16px">${e(pharmacy)}</p>
<p style="${FONT};font-size:14px;color:${MUTED};margin:0">Your price</p>
<p style="${FONT};font-size:32px;font-weight:bold;color:${BRAND_COLOR};margin:0 0 4px">${e(price)}</p>
${savings ? `<p style="${FONT};font-size:14px;color:${INK};margin:0 0 16px">${e(savings)}</p>` : ''}
<p style="${FONT};font-size:14px;font-weight:bold;color:${INK};margin:16px 0 4px">Show this to the pharmacist</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${TINT};border-radius:6px;padding:8px 12px">${codeRows}</table>
<p style="${FONT};font-size:14px;font-weight:bold;color:${INK};margin:20px 0 8px">Good to know</p>
<ul style="margin:0;padding:0 0 0 20px">${notes}</ul>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${LINE};${FONT};font-size:12px;color:${MUTED}">${e(BRAND)} · <a href="${e(siteUrl)}" style="color:${BRAND_COLOR}">${e(siteUrl)}</a><br>${e(footer)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`
  return { subject: COUPON_EMAIL_SUBJECT, text, html }
}
