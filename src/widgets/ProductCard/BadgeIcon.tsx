import type { ReactNode } from 'react'
import type { BadgeTag } from './productCard'

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** One small drawing per founder badge (001 §3), 16 × 16, in the text colour. */
const ICONS: Record<BadgeTag, ReactNode> = {
  // A lotus flower.
  'AAPI-Founded': (
    <>
      <path {...stroke} d="M8 3.2c1.7 2 1.7 5.4 0 7.8-1.7-2.4-1.7-5.8 0-7.8z" />
      <path
        {...stroke}
        d="M8 11C5.6 11 3.1 9.6 2 7.2c2.4 0 4.9 1.4 6 3.8zM8 11c2.4 0 4.9-1.4 6-3.8-2.4 0-4.9 1.4-6 3.8z"
      />
      <path {...stroke} d="M3.5 13.2h9" />
    </>
  ),
  // A raised fist: four fingers over the palm, and the wrist.
  'Black-Founded': (
    <>
      <rect {...stroke} x="4" y="2.5" width="8" height="6" rx="1.6" />
      <path {...stroke} d="M6 2.8v3.2M8 2.8v3.2M10 2.8v3.2M5 8.5v5h6v-5" />
    </>
  ),
  // A rainbow.
  'LGBTQIA+-Founded': (
    <>
      <path {...stroke} d="M1.8 12.5a6.2 6.2 0 0 1 12.4 0" />
      <path {...stroke} d="M4.3 12.5a3.7 3.7 0 0 1 7.4 0" />
      <path {...stroke} d="M6.7 12.5a1.3 1.3 0 0 1 2.6 0" />
    </>
  ),
  // A shop front with an awning and a door.
  'Small Business-Founded': (
    <>
      <path {...stroke} d="M2 6.2 3.4 3h9.2L14 6.2z" />
      <path {...stroke} d="M3 6.2V13h10V6.2M7 13V9.6h2V13" />
    </>
  ),
  // A medal with its ribbon.
  'Veteran-Founded': (
    <>
      <path {...stroke} d="M5.2 1.8 7 5.6M10.8 1.8 9 5.6" />
      <circle {...stroke} cx="8" cy="10" r="4" />
      <path fill="currentColor" d="m8 7.9.6 1.3 1.4.1-1.1.9.4 1.4L8 10.8l-1.3.8.4-1.4-1.1-.9 1.4-.1z" />
    </>
  ),
  // The Venus symbol.
  'Women-Founded': (
    <>
      <circle {...stroke} cx="8" cy="6" r="3.6" />
      <path {...stroke} d="M8 9.6v5M5.6 12.4h4.8" />
    </>
  ),
}

/** A founder badge's icon. Decoration only: the badge's words are always shown beside it. */
export function BadgeIcon({ tag, className }: { tag: BadgeTag; className?: string }) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      width="16"
      height="16"
    >
      {ICONS[tag]}
    </svg>
  )
}
