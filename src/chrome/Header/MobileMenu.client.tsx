'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { HEADER_EVENTS, requestOpen } from '@/ui/openRequests'
import { setScrollLock } from '@/ui/scrollLock'
import styles from './Header.module.css'
import type { NavItemView } from './nav'

/**
 * The hamburger menu below the site breakpoint: a button that toggles a panel listing every top-level item;
 * items with links expand in place. Escape closes and returns focus to the button; scrolling is locked while
 * the panel is open. Its last entry opens the newsletter dialog: the header's Subscribe button has no room on
 * phones.
 */
export function MobileMenu({ items }: { items: NavItemView[] }) {
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)
  const button = useRef<HTMLButtonElement | null>(null)
  const [top, setTop] = useState<number | undefined>(undefined)
  const panelId = useId()

  useEffect(() => {
    setScrollLock('mobile-menu', open)
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      setScrollLock('mobile-menu', false)
    }
  }, [open])

  return (
    <div className={styles.mobileMenu}>
      <button
        ref={button}
        type="button"
        className={styles.hamburger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // The drawer starts at the header's bottom edge, wherever an announcement bar has put it.
          const header = button.current?.closest('header')
          if (header) setTop(Math.max(0, header.getBoundingClientRect().bottom))
          setOpen((o) => !o)
        }}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22">
          {open ? (
            <path d="M5 5l12 12M17 5L5 17" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        className={styles.drawer}
        hidden={!open}
        style={top === undefined ? undefined : { top }}
      >
        <ul>
          {items.map((item) => {
            const links = item.columns.flatMap((c) => c.links)
            if (links.length === 0) {
              return (
                <li key={item.id}>
                  <a className={styles.drawerLink} href={item.href}>
                    {item.title}
                  </a>
                </li>
              )
            }
            const isOpen = expanded === item.id
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.drawerButton}
                  aria-expanded={isOpen}
                  aria-controls={`${item.id}-drawer`}
                  onClick={() => setExpanded(isOpen ? null : item.id)}
                >
                  {item.title}
                  <span aria-hidden="true" className={styles.drawerSign}>
                    {isOpen ? '−' : '+'}
                  </span>
                </button>
                <ul id={`${item.id}-drawer`} hidden={!isOpen} className={styles.drawerSub}>
                  {item.href ? (
                    <li>
                      <a href={item.href}>All {item.title.toLowerCase()}</a>
                    </li>
                  ) : null}
                  {links.map((link) => (
                    <li key={link.href + link.label}>
                      <a
                        href={link.href}
                        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
          <li>
            <button
              type="button"
              className={styles.drawerButton}
              aria-haspopup="dialog"
              onClick={() => {
                setOpen(false)
                requestOpen(HEADER_EVENTS.subscribe, {
                  placement: 'headerNewsletter',
                  opener: button.current,
                })
              }}
            >
              Subscribe to our newsletter
            </button>
          </li>
        </ul>
      </nav>
    </div>
  )
}
