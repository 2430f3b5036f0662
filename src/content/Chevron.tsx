/**
 * The open/closed indicator of an accordion (a native <details>): decoration only, since <details> announces
 * its own state. The widget's CSS turns it (`[open] > summary .chevron`) through `className`.
 */
export function Chevron({ className, size = 20 }: { className?: string; size?: number }) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
    >
      <path
        d="M6 9l6 6 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
