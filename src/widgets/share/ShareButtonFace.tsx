import type { MouseEventHandler, ReactNode } from 'react'
import { cx } from '@/lib/cx'
import styles from './share.module.css'

/** Line icons on a 24 × 24 grid, drawn in the text colour; decoration only (the words name the control). */
const PATHS = {
  share:
    'M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 10.5l6.8-4M8.6 13.5l6.8 4',
  link: 'M10 14a4.2 4.2 0 0 0 6 0l3-3a4.2 4.2 0 0 0-6-6l-1 1M14 10a4.2 4.2 0 0 0-6 0l-3 3a4.2 4.2 0 0 0 6 6l1-1',
  email: 'M3.5 6h17v12h-17zM4 6.5l8 6.5 8-6.5',
  facebook:
    'M14.5 8.5H16V5.2h-2.3c-2.5 0-3.6 1.6-3.6 3.8V11H8v3h2.1v7h3.2v-7h2.3l.4-3h-2.7V9.4c0-.6.4-.9 1.2-.9z',
  pinterest:
    'M12 3a9 9 0 0 0-3.3 17.4M10.2 20.6l1.9-8.1M10.9 9.8c.6-1.7 1.8-2.5 3.3-2.5 2 0 3.4 1.5 3.4 3.5 0 2.4-1.5 4.4-3.5 4.4-1.1 0-2-.7-2.2-1.7',
  x: 'M4 4h4.4l11.6 16h-4.4zM19.6 4l-6.4 7M10.8 13 4.4 20',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  print: 'M7 9V3.5h10V9M7 17.5H4.5v-8h15v8H17M7 14h10v6.5H7z',
  download: 'M12 3.5v11M7.5 10l4.5 4.5 4.5-4.5M4.5 16v4h15v-4',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={cx(styles.icon, className)}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill={name === 'facebook' ? 'currentColor' : 'none'}
      stroke={name === 'facebook' ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}

/** The busy circle shown while the link is copied (still under reduced motion). */
export function Spinner() {
  return (
    <svg className={cx(styles.icon, styles.spinner)} aria-hidden="true" focusable="false" viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2.5" opacity="0.25" />
      <path
        d="M12 3.5a8.5 8.5 0 0 1 8.5 8.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * A button in the kit's look: an icon and words. Server-safe (no hooks), so a widget's server HTML and its
 * client leaf render the same markup; `className` is the caller's layout.
 */
export function KitButton({
  icon,
  children,
  className,
  onClick,
  hasPopup,
  about,
}: {
  icon: IconName
  children: ReactNode
  /** Words screen readers hear after the visible ones, e.g. what is printed or shared. */
  about?: string
  className?: string
  onClick?: MouseEventHandler<HTMLButtonElement>
  hasPopup?: 'dialog'
}) {
  return (
    <button type="button" className={cx(styles.button, className)} onClick={onClick} aria-haspopup={hasPopup}>
      <Icon name={icon} />
      <span>{children}</span>
      {about ? <span className="visually-hidden"> {about}</span> : null}
    </button>
  )
}

/** The "Share" button as the server renders it before the leaf loads (the leaf renders the same). */
export function ShareButtonFace({
  className,
  onClick,
  label = 'Share',
  about,
}: {
  className?: string
  onClick?: MouseEventHandler<HTMLButtonElement>
  label?: string
  /** What is shared, for screen readers ("Share Printable sleep diary"). */
  about?: string
}) {
  return (
    <KitButton icon="share" className={className} onClick={onClick} hasPopup="dialog" about={about}>
      {label}
    </KitButton>
  )
}
