import { Glyph } from './Glyph'

/**
 * The open/closed indicator of an accordion (a native <details>): decoration only, since <details> announces
 * its own state. The widget's CSS turns it (`[open] > summary .chevron`) through `className`.
 */
export function Chevron({ className, size = 20 }: { className?: string; size?: number }) {
  return <Glyph className={className} d="M6 9l6 6 6-6" box={24} size={size} />
}
