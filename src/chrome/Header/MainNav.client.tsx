'use client'
import { useEffect, useRef, useState } from 'react'
import { Picture } from '@/content/Picture'
import { setScrollLock } from '@/ui/scrollLock'
import { FlyoutController } from './flyout'
import styles from './Header.module.css'
import { FLYOUT_WIDTH, NAV_IMAGE_DISPLAY, type NavColumnView, type NavItemView } from './nav'

function Columns({ columns, compact }: { columns: NavColumnView[]; compact: boolean }) {
  return (
    <div className={compact ? styles.panelList : styles.panelColumns}>
      {columns.map((column, i) => (
        <div key={i} className={styles.column}>
          {column.title ? <p className={styles.columnTitle}>{column.title}</p> : null}
          {column.subtitle ? <p className={styles.columnSubtitle}>{column.subtitle}</p> : null}
          <ul className={styles.columnLinks}>
            {column.links.map((link) => (
              <li key={link.href + link.label}>
                <a
                  href={link.href}
                  title={link.title}
                  {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className={styles.panelLink}
                >
                  {link.image ? (
                    <Picture image={link.image} display={NAV_IMAGE_DISPLAY} width={48} height={48} />
                  ) : null}
                  <span>
                    <span className={styles.panelLinkLabel}>{link.label}</span>
                    {link.description ? (
                      <span className={styles.panelLinkDescription}>{link.description}</span>
                    ) : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {column.button ? (
            <a
              className={styles.columnButton}
              href={column.button.href}
              {...(column.button.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {column.button.text}
            </a>
          ) : null}
        </div>
      ))}
    </div>
  )
}

/**
 * The desktop menu bar: one disclosure button per top-level item with a flyout panel (WAI-ARIA disclosure
 * pattern). Hover opens after 350 ms and closes 350 ms after leaving; keyboard focus opens at once; Escape,
 * scrolling, tabbing out and clicking outside close. Page scrolling is locked while a flyout is open.
 */
export function MainNav({ items }: { items: NavItemView[] }) {
  const [open, setOpen] = useState<string | null>(null)
  const controller = useRef<FlyoutController | null>(null)
  const navRef = useRef<HTMLElement | null>(null)
  const pointerFocus = useRef(false)
  const suppressFocusOpen = useRef(false)
  if (controller.current === null) controller.current = new FlyoutController(setOpen)

  useEffect(() => () => controller.current?.dispose(), [])

  // Loaded while the pointer already rests on an item (the bar's code loads when the reader heads for it):
  // that item's hover has begun.
  useEffect(() => {
    const hovered = navRef.current?.querySelector<HTMLElement>('li[data-item]:hover')
    if (hovered?.dataset.item) controller.current?.pointerEnter(hovered.dataset.item)
  }, [])

  useEffect(() => {
    setScrollLock('main-nav', open !== null)
    if (open === null) return
    const close = () => controller.current?.close()
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      const button = navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${open}-panel"]`)
      close()
      // Returning focus must not reopen the flyout through the focus-opens rule.
      suppressFocusOpen.current = true
      button?.focus()
      suppressFocusOpen.current = false
    }
    const onPointerDown = (e: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) close()
    }
    window.addEventListener('scroll', close, { passive: true })
    window.addEventListener('wheel', close, { passive: true })
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      window.removeEventListener('scroll', close)
      window.removeEventListener('wheel', close)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointerDown)
      setScrollLock('main-nav', false)
    }
  }, [open])

  return (
    <nav aria-label="Main" className={styles.mainNav} ref={navRef}>
      <ul className={styles.menuBar}>
        {items.map((item) => {
          if (item.panel === 'none') {
            return (
              <li key={item.id}>
                <a className={styles.menuLink} href={item.href}>
                  {item.title}
                </a>
              </li>
            )
          }
          const isOpen = open === item.id
          const panelId = `${item.id}-panel`
          return (
            <li
              key={item.id}
              className={styles.menuItem}
              data-kind={item.panel}
              data-item={item.id}
              onPointerEnter={(e) => e.pointerType !== 'touch' && controller.current?.pointerEnter(item.id)}
              onPointerLeave={(e) => e.pointerType !== 'touch' && controller.current?.pointerLeave()}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) controller.current?.close()
              }}
            >
              <button
                type="button"
                className={styles.menuButton}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onPointerDown={() => {
                  pointerFocus.current = true
                }}
                onFocus={() => {
                  // Keyboard focus opens the flyout; a pointer press toggles it on click instead.
                  if (!pointerFocus.current && !suppressFocusOpen.current)
                    controller.current?.focusOpen(item.id)
                  pointerFocus.current = false
                }}
                onClick={(e) => {
                  // Enter/Space on an already-open flyout closes it; a click toggles.
                  if (e.detail === 0 && !isOpen) controller.current?.focusOpen(item.id)
                  else controller.current?.toggle(item.id)
                }}
              >
                {item.title}
                <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={styles.chevron}>
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                </svg>
              </button>
              <div
                id={panelId}
                className={styles.flyout}
                data-kind={item.panel}
                style={{ width: FLYOUT_WIDTH[item.panel === 'list' ? 'list' : 'columns'] }}
                hidden={!isOpen}
              >
                <Columns columns={item.columns} compact={item.panel === 'list'} />
                {item.href && !item.columns.some((c) => c.button?.href === item.href) ? (
                  <a className={styles.flyoutAll} href={item.href}>
                    All {item.title.toLowerCase()}
                  </a>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
