'use client'

import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { track } from '@/lib/tracking'
import { ShareButton } from '../share/Share.client'
import styles from './Downloadable.module.css'
import { DOWNLOADABLE_CATEGORY, type Picture, printEvent } from './downloadable'
import { isolateForPrint } from './printView'
import { ToolsRow } from './Tools'

export type DownloadableToolsProps = {
  title: string
  description: string
  /** The card's id: shared links open the page there. */
  anchor: string
  /** The article's path (`context.articlePath`): the shared address is this page's origin plus it. */
  path: string
  /** The preview picture: Pinterest is offered with one, X without. */
  imageSrc: string | null
  /** What Print prints, or null (no Print button). */
  print: Pick<Picture, 'src' | 'alt'> | null
  position: number
}

/**
 * The downloadable's Print and Share buttons, loaded near the viewport (`Downloadable.lazy.client.tsx`).
 *
 * Print prints the card's title and its picture at full size, alone on the page: the picture is loaded at its
 * full size first, then everything else on the page is marked hidden for print (`printView.ts`, the module's
 * print stylesheet) until the browser's `afterprint`. Share is the share kit's button (dialog or the
 * device's share sheet).
 */
export function DownloadableTools({
  title,
  description,
  anchor,
  path,
  imageSrc,
  print,
  position,
}: DownloadableToolsProps) {
  const [printing, setPrinting] = useState(false)
  const root = useRef<Element | null>(null)
  const picture = useRef<HTMLImageElement | null>(null)

  const onPrint = (event: MouseEvent<HTMLButtonElement>) => {
    const card = event.currentTarget.closest('[data-downloadable]')
    if (!card) return
    track(printEvent(position))
    // Still set up from the last press (a browser that sent no `afterprint`, or still loading): print again.
    if (printing) {
      if (card.hasAttribute('data-printing')) window.print()
      return
    }
    root.current = card
    setPrinting(true)
  }

  useEffect(() => {
    const card = root.current
    const image = picture.current
    if (!printing || !card || !image) return
    let cancelled = false
    let undo: (() => void) | null = null
    const finish = () => {
      undo?.()
      undo = null
      card.removeAttribute('data-printing')
      setPrinting(false)
    }
    const loaded =
      image.complete && image.naturalWidth > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true })
            image.addEventListener('error', () => resolve(), { once: true })
          })
    void loaded.then(() => {
      if (cancelled) return
      undo = isolateForPrint(card, styles.printHidden ?? 'printHidden', styles.printPath ?? 'printPath')
      card.setAttribute('data-printing', '')
      window.addEventListener('afterprint', finish, { once: true })
      window.print()
    })
    return () => {
      cancelled = true
      window.removeEventListener('afterprint', finish)
      undo?.()
      card.removeAttribute('data-printing')
    }
  }, [printing])

  return (
    <>
      <ToolsRow
        title={title}
        printable={Boolean(print)}
        onPrint={onPrint}
        share={
          <ShareButton
            className={styles.tool}
            path={path}
            anchor={anchor}
            title={title}
            description={description || undefined}
            imageSrc={imageSrc}
            tracking={{ category: DOWNLOADABLE_CATEGORY, position }}
            about={title}
          />
        }
      />
      {printing && print ? (
        <figure className={styles.printFigure}>
          <img ref={picture} src={print.src} alt={print.alt} />
        </figure>
      ) : null}
    </>
  )
}
