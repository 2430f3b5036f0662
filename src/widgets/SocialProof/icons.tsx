import type { ReactNode } from 'react'
import type { SocialProofIcon as IconName } from './socialProof'

/**
 * The social-proof strip's icons: the site's own simple line drawings on a 24 × 24 grid, drawn with the text
 * colour. One per icon name of the spec (000 §3); `icons.test.tsx` checks the names match.
 */
export const SOCIAL_PROOF_DRAWINGS: Record<IconName, ReactNode> = {
  star_with_check: (
    <>
      <path d="M12 2 L15 4.8 L19.1 4.9 L19.2 9 L22 12 L19.2 15 L19.1 19.1 L15 19.2 L12 22 L9 19.2 L4.9 19.1 L4.8 15 L2 12 L4.8 9 L4.9 4.9 L9 4.8 Z" />
      <path d="M8.2 12.2 L10.8 14.8 L15.8 9.5" />
    </>
  ),
  shipping_box: (
    <>
      <path d="M12 2.8 L20.5 7.2 V16.8 L12 21.2 L3.5 16.8 V7.2 Z" />
      <path d="M3.5 7.2 L12 11.6 L20.5 7.2 M12 11.6 V21.2 M7.8 5 L16.2 9.4" />
    </>
  ),
  star: (
    <path d="M12 2.6 L14.53 9.12 L21.51 9.51 L16.09 13.93 L17.88 20.69 L12 16.9 L6.12 20.69 L7.91 13.93 L2.49 9.51 L9.47 9.12 Z" />
  ),
  house: <path d="M3.5 11 L12 3.5 L20.5 11 M5.5 9.5 V20.5 H18.5 V9.5 M10 20.5 V14.5 H14 V20.5" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12 H21 M12 3 C8.5 6.5 8.5 17.5 12 21 C15.5 17.5 15.5 6.5 12 3 Z" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7 V12 L15.5 14" />
    </>
  ),
  checkmark: <path d="M4.5 12.5 L9.5 17.5 L19.5 6.5" />,
  cancel: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 8.5 L15.5 15.5 M15.5 8.5 L8.5 15.5" />
    </>
  ),
  devices: (
    <>
      <rect x="2.5" y="4.5" width="11.5" height="9" rx="1.5" />
      <path d="M1 17.5 H14.5" />
      <rect x="16.5" y="8" width="6" height="12.5" rx="1.5" />
      <path d="M19.5 17.8 V17.9" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20 C2.5 15.5 5.5 13.5 9 13.5 C12.5 13.5 15.5 15.5 15.5 20" />
      <path d="M15.5 4.8 A3.5 3.5 0 0 1 15.5 11.2 M17.5 13.8 C20 14.5 21.5 16.5 21.5 20" />
    </>
  ),
  battery: (
    <>
      <rect x="2.5" y="7" width="17" height="10" rx="2" />
      <path d="M22 10.5 V13.5 M6 10.5 V13.5 M9.5 10.5 V13.5 M13 10.5 V13.5" />
    </>
  ),
  brain: (
    <>
      <path d="M12 5.5 C10.8 3.6 7.6 3.8 6.9 6.2 C4.6 6.5 3.4 8.9 4.5 10.8 C3 12.3 3.6 15.2 5.8 15.8 C5.9 18.4 8.7 19.9 10.8 18.7 C11.3 19.6 12 20 12 20" />
      <path d="M12 5.5 C13.2 3.6 16.4 3.8 17.1 6.2 C19.4 6.5 20.6 8.9 19.5 10.8 C21 12.3 20.4 15.2 18.2 15.8 C18.1 18.4 15.3 19.9 13.2 18.7 C12.7 19.6 12 20 12 20" />
      <path d="M12 5.5 V20 M7.6 9.6 C8.9 9.4 9.9 10.3 9.9 11.6 M16.4 9.6 C15.1 9.4 14.1 10.3 14.1 11.6 M7.2 13.9 C8.5 13.5 9.7 14.2 9.9 15.4 M16.8 13.9 C15.5 13.5 14.3 14.2 14.1 15.4" />
    </>
  ),
  watch: (
    <>
      <rect x="6.5" y="6.5" width="11" height="11" rx="3" />
      <path d="M8.5 6.5 L9.3 2.5 H14.7 L15.5 6.5 M8.5 17.5 L9.3 21.5 H14.7 L15.5 17.5 M12 9.5 V12 L13.8 13.2" />
    </>
  ),
  heart: (
    <path d="M12 20 C6 15.5 3 12.5 3 8.8 C3 6.1 5.1 4 7.6 4 C9.4 4 11 5 12 6.6 C13 5 14.6 4 16.4 4 C18.9 4 21 6.1 21 8.8 C21 12.5 18 15.5 12 20 Z" />
  ),
  pills: (
    <>
      <g transform="rotate(-45 9.8 12)">
        <rect x="2.8" y="8.5" width="14" height="7" rx="3.5" />
        <path d="M9.8 8.5 V15.5" />
      </g>
      <circle cx="17.5" cy="17" r="4" />
      <path d="M14.7 19.8 L20.3 14.2" />
    </>
  ),
}

/** An icon of the strip: decoration only (the item's text says it all), never focusable. */
export function SocialProofIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={32}
      height={32}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
    >
      {SOCIAL_PROOF_DRAWINGS[name]}
    </svg>
  )
}
