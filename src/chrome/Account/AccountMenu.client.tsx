'use client'
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { AUTH_ROUTES, type AuthUser } from '@/lib/account/contract'
import { Modal } from '@/ui/modal/Modal.client'
import headerStyles from '../Header/Header.module.css'
import styles from './AccountMenu.module.css'
import { ACCOUNT_TEXT, displayName, greetingParts, greetingText } from './account'
import { deleteAccount, signOut } from './api'
import { pageNavigation } from './navigation'
import { useSession } from './session'

/** The confirmation before deleting: what goes, and a way back. Cancel has focus first. */
function DeleteAccountDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const id = useId()
  const titleId = `${id}-title`
  const detailsId = `${id}-details`
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const cancel = useRef<HTMLButtonElement | null>(null)

  const confirm = async () => {
    if (busy) return
    setBusy(true)
    setProblem(null)
    const outcome = await deleteAccount()
    if (outcome.ok) {
      // The account is gone: start again from the home page, signed out.
      pageNavigation.assign('/')
      return
    }
    setBusy(false)
    setProblem(outcome.message)
  }

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onCancel()
      }}
      labelledBy={titleId}
      describedBy={detailsId}
      initialFocus={cancel}
      closeLabel={ACCOUNT_TEXT.closeDelete}
      className={styles.confirm}
    >
      <h2 id={titleId} className={styles.confirmTitle}>
        {ACCOUNT_TEXT.deleteTitle}
      </h2>
      <div id={detailsId} className={styles.confirmDetails}>
        <p>{ACCOUNT_TEXT.deleteIntro}</p>
        <ul>
          {ACCOUNT_TEXT.deleteItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{ACCOUNT_TEXT.deleteNote}</p>
      </div>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.confirmActions}>
        <button ref={cancel} type="button" className={styles.secondary} onClick={onCancel}>
          {ACCOUNT_TEXT.deleteCancel}
        </button>
        <button
          type="button"
          className={styles.danger}
          aria-disabled={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy ? ACCOUNT_TEXT.deleting : ACCOUNT_TEXT.deleteConfirm}
        </button>
      </div>
    </Modal>
  )
}

type FocusTarget = 'first' | 'last' | null

/**
 * The greeting and the account menu of a signed-in reader: a disclosure (a button that shows and hides a
 * panel of links and buttons; Tab moves through them). Escape closes it and returns focus to the button; a
 * click outside or Tab past the end closes it; ↓ and ↑ open it and move between its items, Home and End go
 * to the ends.
 */
function AccountDisclosure({ user }: { user: AuthUser }) {
  const id = useId()
  const panelId = `${id}-panel`
  const [open, setOpen] = useState(false)
  const [focusOnOpen, setFocusOnOpen] = useState<FocusTarget>(null)
  const [confirming, setConfirming] = useState(0)
  const [signingOut, setSigningOut] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const root = useRef<HTMLDivElement | null>(null)
  const trigger = useRef<HTMLButtonElement | null>(null)
  const panel = useRef<HTMLDivElement | null>(null)
  const wasConfirming = useRef(false)
  const name = displayName(user)
  const greeting = greetingText(user)
  const { hello, name: greeted } = greetingParts(user)

  const items = useCallback(
    () => Array.from(panel.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []),
    [],
  )
  const focusItem = useCallback(
    (index: number) => {
      const list = items()
      if (list.length > 0) list[(index + list.length) % list.length]?.focus()
    },
    [items],
  )

  // An item to focus once the panel is shown (opened with ↓ or ↑).
  useLayoutEffect(() => {
    if (!open || !focusOnOpen) return
    focusItem(focusOnOpen === 'first' ? 0 : -1)
    setFocusOnOpen(null)
  }, [open, focusOnOpen, focusItem])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  // Back from the confirmation without deleting: focus returns to the greeting.
  useEffect(() => {
    if (confirming > 0) {
      wasConfirming.current = true
      return
    }
    if (!wasConfirming.current) return
    wasConfirming.current = false
    trigger.current?.focus()
  }, [confirming])

  const closeToTrigger = useCallback(() => {
    setOpen(false)
    trigger.current?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    if (event.key === 'Escape') {
      if (!open) return
      event.preventDefault()
      closeToTrigger()
      return
    }
    if (target === trigger.current) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        setOpen(true)
        setFocusOnOpen(event.key === 'ArrowDown' ? 'first' : 'last')
      }
      return
    }
    if (!panel.current?.contains(target)) return
    const list = items()
    const at = list.indexOf(target)
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: list.length - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    focusItem(moves[event.key]!)
  }

  const onSignOut = async () => {
    if (signingOut) return
    setSigningOut(true)
    setProblem(null)
    const outcome = await signOut()
    if (outcome.ok) {
      // The same cached page, now without a session.
      pageNavigation.reload()
      return
    }
    setSigningOut(false)
    setProblem(outcome.message)
  }

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens for Escape, arrow keys and focus leaving, from the button and the menu's items */}
      <div
        ref={root}
        className={styles.account}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // Tab past the last item (or anywhere else on the page) closes the menu.
          const next = event.relatedTarget
          if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
        }}
      >
        <button
          ref={trigger}
          type="button"
          className={`${headerStyles.signIn} ${styles.greeting}`}
          // The visible greeting first (what speech users say), then what the button opens.
          aria-label={`${greeting}${ACCOUNT_TEXT.greetingSuffix}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className={styles.greetingText}>
            {hello ? <span className={styles.hello}>{hello}</span> : null}
            {greeted}
          </span>
          <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" className={styles.chevron}>
            <path d="M1.5 3.5L5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
        {/* biome-ignore lint/a11y/useSemanticElements: a named group of links and buttons, not form fields: a fieldset would misname them */}
        <div
          ref={panel}
          id={panelId}
          role="group"
          aria-label={ACCOUNT_TEXT.menuLabel}
          className={styles.panel}
          hidden={!open}
        >
          <div className={styles.who}>
            {name ? <p className={styles.name}>{name}</p> : null}
            {user.email ? <p className={styles.email}>{user.email}</p> : null}
          </div>
          <ul className={styles.items}>
            <li>
              <a
                data-menu-item=""
                className={styles.item}
                href={AUTH_ROUTES.account}
                download="wellread-account.json"
              >
                {ACCOUNT_TEXT.download}
              </a>
            </li>
            <li>
              <button
                data-menu-item=""
                type="button"
                className={styles.item}
                aria-haspopup="dialog"
                onClick={() => {
                  setOpen(false)
                  setConfirming((n) => n + 1)
                }}
              >
                {ACCOUNT_TEXT.delete}
              </button>
            </li>
            <li>
              <button
                data-menu-item=""
                type="button"
                className={styles.item}
                aria-disabled={signingOut || undefined}
                onClick={() => void onSignOut()}
              >
                {signingOut ? ACCOUNT_TEXT.signingOut : ACCOUNT_TEXT.signOut}
              </button>
            </li>
          </ul>
          {problem ? (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          ) : null}
        </div>
      </div>
      {/* A fresh dialog each time (no message left from the last try). */}
      <DeleteAccountDialog key={confirming} open={confirming > 0} onCancel={() => setConfirming(0)} />
    </>
  )
}

export type AccountMenuProps = {
  /** The header's Sign In button, shown until the session says who is here (and kept when nobody is). */
  signIn: ReactNode
}

/**
 * The header's account island for a reader with the `wr_auth` hint (001 §2, §6; ADR 10): the Sign In button
 * the cached page has, until the one session request answers; then, for a signed-in member, "Hi, Ana" (the
 * first name, else the initials) in the same box, opening the account menu: the reader's name and email,
 * "Download my data", "Delete my account" (after a confirmation), and "Sign out". Loaded on demand by the
 * header only when the hint is present.
 */
export function AccountMenu({ signIn }: AccountMenuProps) {
  const session = useSession()
  if (session.status !== 'ready' || !session.user) return <>{signIn}</>
  return <AccountDisclosure user={session.user} />
}
