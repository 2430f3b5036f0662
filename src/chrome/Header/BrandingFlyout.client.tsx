'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { Picture } from '@/content/Picture'
import styles from './Header.module.css'
import { type BrandingView, NAV_IMAGE_DISPLAY, type NavImage } from './nav'

const ICON_DISPLAY = { mobile: 20, desktop: 20 }

/** A logo drawn `height` px high, as wide as its proportions make it. */
function Logo({ image, height }: { image: NavImage; height: number }) {
  const width = image.width && image.height ? Math.round((height * image.width) / image.height) : height * 4
  const { width: _w, height: _h, ...rest } = image
  return <Picture image={rest} display={{ mobile: width, desktop: width }} height={height} loading="eager" />
}

/** The optional branding flyout (001 §2): a toggle that shows a partner's title, text, logo and image links. */
export function BrandingFlyout({ branding }: { branding: BrandingView }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement | null>(null)
  const button = useRef<HTMLButtonElement | null>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    const onPointerDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return (
    <div className={styles.branding} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.brandingButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {branding.icon ? (
          <Picture
            image={branding.icon}
            display={ICON_DISPLAY}
            alt=""
            width={20}
            height={20}
            loading="eager"
          />
        ) : null}
        {branding.title ?? 'Partner'}
      </button>
      <div id={panelId} className={styles.brandingPanel} hidden={!open}>
        {branding.logo ? <Logo image={branding.logo} height={32} /> : null}
        {branding.columnTitle ? <p className={styles.columnTitle}>{branding.columnTitle}</p> : null}
        {branding.text.map((t, i) => (
          <p key={i}>{t}</p>
        ))}
        {branding.links.length ? (
          <>
            {branding.linksTitle ? <p className={styles.columnTitle}>{branding.linksTitle}</p> : null}
            <ul className={styles.columnLinks}>
              {branding.links.map((l) => (
                <li key={l.href}>
                  <a
                    className={styles.panelLink}
                    href={l.href}
                    {...(l.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {l.image ? (
                      <Picture image={l.image} display={NAV_IMAGE_DISPLAY} width={48} height={48} />
                    ) : null}
                    <span className={styles.panelLinkLabel}>{l.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {branding.partner ? (
          <p className={styles.partner}>
            {branding.partner.label}
            {branding.partner.logo ? <Logo image={branding.partner.logo} height={24} /> : null}
          </p>
        ) : null}
      </div>
    </div>
  )
}
