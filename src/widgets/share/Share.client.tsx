'use client'

import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react'
import { track } from '@/lib/tracking'
import { Modal } from '@/ui/modal/Modal.client'
import { Icon, type IconName, ShareButtonFace, Spinner } from './ShareButtonFace'
import {
  COPY_FAILED_TEXT,
  COPY_SPINNER_MS,
  type CopyPhase,
  LINK_COPIED_MS,
  LINK_COPIED_TEXT,
  publicImageUrl,
  SHARE_TARGET_LABELS,
  type ShareContent,
  type ShareTarget,
  type ShareTracking,
  sharedPageUrl,
  shareOpenEvent,
  shareTargetEvent,
  shareTargets,
  targetHref,
  usesNativeShare,
} from './share'
import styles from './share.module.css'

export type ShareButtonProps = {
  /** The article's path on this site (`context.articlePath`); the leaf adds the page's origin. */
  path: string
  /** The id of the element to open the page at (the widget's anchor), without '#'. */
  anchor?: string
  /** What is shared: the title (the post's words, the mail's subject) and a line about it. */
  title: string
  description?: string
  /** The preview picture (a site path or an address): Pinterest is offered only with one. */
  imageSrc?: string | null
  /** The widget's category and position for the data layer (000 §7). */
  tracking: ShareTracking
  className?: string
  label?: string
  /** Words screen readers hear after "Share", e.g. the title, when a page has several share buttons. */
  about?: string
}

/**
 * The share button (000 §4, §9): on a phone with a share sheet (`navigator.share`, under 768 px) the device's
 * own sheet; otherwise, or when the sheet cannot open, the share dialog (the site's modal: copy link, email,
 * Facebook, and Pinterest or X). Nothing about the page goes anywhere before the reader picks a target.
 */
export function ShareButton({
  path,
  anchor,
  title,
  description,
  imageSrc,
  tracking,
  className,
  label,
  about,
}: ShareButtonProps) {
  const [content, setContent] = useState<ShareContent | null>(null)

  const onClick = async () => {
    const origin = window.location.origin
    const shared: ShareContent = {
      url: sharedPageUrl(origin, path, anchor),
      title,
      description: description ?? null,
      imageUrl: publicImageUrl(imageSrc, origin),
    }
    const data: ShareData = { title, text: description || title, url: shared.url }
    const hasNativeShare =
      typeof navigator.share === 'function' &&
      (typeof navigator.canShare !== 'function' || navigator.canShare(data))
    if (usesNativeShare({ hasNativeShare, viewportWidth: window.innerWidth })) {
      track(shareOpenEvent(tracking, 'native'))
      try {
        await navigator.share(data)
        return
      } catch (error) {
        // The reader closed the sheet: done. Anything else (not allowed, no target): the dialog instead.
        if ((error as { name?: unknown } | null)?.name === 'AbortError') return
      }
    }
    track(shareOpenEvent(tracking, 'dialog'))
    setContent(shared)
  }

  return (
    <>
      <ShareButtonFace className={className} onClick={onClick} label={label} about={about} />
      {content ? (
        <ShareDialog content={content} tracking={tracking} onClose={() => setContent(null)} />
      ) : null}
    </>
  )
}

/** Copies with the Clipboard API, or the selected field and the older copy command where it is missing. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Refused (permissions, an insecure page): try the field below.
  }
  try {
    field?.select()
    return typeof document.execCommand === 'function' && document.execCommand('copy')
  } catch {
    return false
  }
}

type CopyState = CopyPhase | 'failed'

/** The copy button's state: the spinner for 1 s, then 'Link Copied!' for 5 s, then back (share.ts COPY_TIMELINE). */
function useCopyLink(url: string, field: RefObject<HTMLInputElement | null>) {
  const [state, setState] = useState<CopyState>('idle')
  const run = useRef(0)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])

  const stop = useCallback(() => {
    run.current += 1
    for (const timer of timers.current) clearTimeout(timer)
    timers.current = []
  }, [])
  useEffect(() => stop, [stop])

  const copy = () => {
    if (state === 'copying') return
    stop()
    const id = run.current
    setState('copying')
    const spun = new Promise<void>((resolve) => {
      timers.current.push(setTimeout(resolve, COPY_SPINNER_MS))
    })
    void Promise.all([copyText(url, field.current), spun]).then(([copied]) => {
      if (id !== run.current) return
      if (!copied) {
        setState('failed')
        field.current?.focus()
        field.current?.select()
        return
      }
      setState('copied')
      timers.current.push(
        setTimeout(() => {
          if (id === run.current) setState('idle')
        }, LINK_COPIED_MS),
      )
    })
  }
  return { state, copy }
}

const ICONS: Record<Exclude<ShareTarget, 'copy'>, IconName> = {
  email: 'email',
  facebook: 'facebook',
  pinterest: 'pinterest',
  x: 'x',
}

/** The share dialog: the targets as a list, the link itself in a field, and a live region for the copy. */
function ShareDialog({
  content,
  tracking,
  onClose,
}: {
  content: ShareContent
  tracking: ShareTracking
  onClose: () => void
}) {
  const headingId = useId()
  const fieldId = useId()
  const field = useRef<HTMLInputElement | null>(null)
  const { state, copy } = useCopyLink(content.url, field)
  const targets = shareTargets(Boolean(content.imageUrl))

  const announcement =
    state === 'copying'
      ? 'Copying link…'
      : state === 'copied'
        ? LINK_COPIED_TEXT
        : state === 'failed'
          ? COPY_FAILED_TEXT
          : ''

  return (
    <Modal open onClose={onClose} labelledBy={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Share
      </h2>
      <p className={styles.about}>{content.title}</p>
      <ul className={styles.targets}>
        {targets.map((target) => {
          if (target === 'copy') {
            return (
              <li key={target}>
                <button
                  type="button"
                  className={styles.target}
                  aria-disabled={state === 'copying' ? true : undefined}
                  onClick={() => {
                    if (state !== 'copying') track(shareTargetEvent(tracking, 'copy'))
                    copy()
                  }}
                >
                  {state === 'copying' ? (
                    <>
                      <Spinner />
                      <span className="visually-hidden">Copying link</span>
                    </>
                  ) : state === 'copied' ? (
                    <>
                      <Icon name="check" />
                      <span>{LINK_COPIED_TEXT}</span>
                    </>
                  ) : (
                    <>
                      <Icon name="link" />
                      <span>{SHARE_TARGET_LABELS.copy}</span>
                    </>
                  )}
                </button>
              </li>
            )
          }
          const href = targetHref(target, content)
          if (!href) return null
          return (
            <li key={target}>
              <a
                className={styles.target}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track(shareTargetEvent(tracking, target))}
              >
                <Icon name={ICONS[target]} />
                <span>{SHARE_TARGET_LABELS[target]}</span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          )
        })}
      </ul>
      <label className={styles.linkLabel} htmlFor={fieldId}>
        Link to share
      </label>
      <input
        ref={field}
        id={fieldId}
        className={styles.linkField}
        type="text"
        readOnly
        value={content.url}
        onFocus={(event) => event.currentTarget.select()}
      />
      {state === 'failed' ? (
        <p className={styles.error} aria-hidden="true">
          {COPY_FAILED_TEXT}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </Modal>
  )
}
