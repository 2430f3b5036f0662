/**
 * A small line icon (decoration only: hidden from screen readers and never focusable), drawn with the text
 * colour. `d` is the path in a `box` × `box` drawing, shown at `size` pixels.
 */
export function Glyph({
  d,
  className,
  size = 16,
  box = 16,
  strokeWidth = 2,
}: {
  d: string
  className?: string
  size?: number
  box?: number
  strokeWidth?: number
}) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
