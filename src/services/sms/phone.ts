/*
 * Phone numbers for coupon texts. The site is US only (002 §1): the widget accepts a number that begins with
 * 10 digits (002 §5), and the provider wants E.164 ("+1" and the 10 digits).
 */

/** 002 §5: the value must begin with 10 digits (anything may follow, e.g. " ext 2"). */
export function beginsWithTenDigits(value: string): boolean {
  return /^\d{10}/.test(value)
}

/**
 * The US number in E.164, or null when the leading digits are not one: 10 digits, or 11 starting with the
 * country code 1. A longer run of digits is refused rather than cut, so a text never goes to a different
 * number than the one typed.
 */
export function toE164(value: string): string | null {
  const digits = /^\d+/.exec(value.trim())?.[0] ?? ''
  if (digits.length === 10) return `+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`
  return null
}
