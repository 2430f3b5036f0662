import { Glyph } from '@/content/Glyph'
import type { CallOutIcon } from './callOut'

/** A circle of radius 9 round the centre of the 24 × 24 drawing. */
const CIRCLE = 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0'

/**
 * The call-out's icons, drawn by the site as line icons on a 24 × 24 grid in the text's colour. One path
 * each (sub-paths for the parts); the keys are `CALL_OUT_ICONS` in `callOut.ts`.
 */
export const ICON_PATHS: Record<CallOutIcon, string> = {
  info: `${CIRCLE}M12 11v5M12 7.8h.01`,
  tip: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2v.5h5V16c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z',
  caution: 'M12 3.5L2.5 20h19L12 3.5zM12 9.5v4.5M12 17h.01',
  check: `${CIRCLE}M8 12.5l2.7 2.7L16.2 9.5`,
  question: `${CIRCLE}M9.6 9.4a2.5 2.5 0 1 1 3.4 2.4c-.6.3-1 .8-1 1.5v.5M12 17h.01`,
  doctor: 'M5 3v5a4 4 0 0 0 8 0V3M9 12v2.5a5 5 0 0 0 10 0V12M19 12a2 2 0 1 0 0-4a2 2 0 1 0 0 4M4 3h2M12 3h2',
  heart: 'M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z',
  nutrition: 'M5 19C5 10.5 10.5 5 20 4c-.5 9.5-6 15-14.5 15M5 19l8-8',
  medicine: 'M10.6 19.4a4.6 4.6 0 0 1-6.5-6.5l8.8-8.8a4.6 4.6 0 0 1 6.5 6.5zM8.5 8.5l7 7',
  calendar: 'M4.5 5.5h15v14h-15zM4.5 10h15M8.5 3v5M15.5 3v5',
  reading:
    'M12 6.5C10.3 5.2 7.8 4.5 4 4.5v13c3.8 0 6.3.7 8 2c1.7-1.3 4.2-2 8-2v-13c-3.8 0-6.3.7-8 2zM12 6.5v13',
}

/** One of the call-out's icons: decoration only (the title beside it says what it means). */
export function CallOutIconGlyph({
  icon,
  className,
  size = 24,
}: {
  icon: CallOutIcon
  className?: string
  size?: number
}) {
  return <Glyph d={ICON_PATHS[icon]} box={24} size={size} strokeWidth={1.8} className={className} />
}
