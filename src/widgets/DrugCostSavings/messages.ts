/*
 * The drug cost savings widget's words and price formats that its island shows before the price list's code
 * has loaded (titles, the copay offer, the unavailable message). Kept apart from the rules
 * (`drugCostSavings.ts`) so that every article's first script carries only these few lines.
 */
import { formatPrice } from '@/lib/price'

export const MESSAGES = {
  templateTitle: 'Save money without using insurance',
  copayTitle: 'Find prescription drug savings',
  unavailableTitle: 'Cost savings currently unavailable',
  unavailableText:
    'We currently do not have cost savings available for this drug. Please check back again in the future for prescription drugs savings options.',
  noPrices: 'No pricing information found.',
  noSearchResults: 'No results found for your search.',
  fetchFailed: 'No results found. Try editing the information provided or retry.',
  couponSentTitle: 'Coupon sent!',
  // The spec's sentence, with the full stop it lacks.
  couponSentText:
    'Look for an email or a text from the provider, and show the coupon at the pharmacy when you fill your prescription.',
  sendFailed: 'An error occurred while sending the coupon. Please try again.',
  walletCreated: 'Coupon Wallet Pass Created Successfully!',
  walletFailed: 'An error occurred while storing the coupon in your Wallet. Please try again.',
  timedOutTitle: 'Our API timed out',
  timedOutText: 'Try again.',
  emailTitle: 'Email coupon',
  smsTitle: 'Text Coupon',
} as const

/** "$25" for whole dollars, "$24.99" otherwise: the copay offer's prices in running text. */
export function formatCopayPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : formatPrice(amount)
}

/** The copay widget's subtitle (002 §2.1 item 3). */
export function copaySubtitle(price: number): string {
  return `With insurance, pay as little as ${formatCopayPrice(price)} for a trusted brand-name medication.`
}

// ——— The 'Helpful' / 'Not Helpful' control (002 §4.5) ———

export type HelpfulChoice = 'helpful' | 'notHelpful'

/** A click on the other choice switches to it; a second click on the active one clears it. */
export function toggleHelpful(current: HelpfulChoice | null, clicked: HelpfulChoice): HelpfulChoice | null {
  return current === clicked ? null : clicked
}
