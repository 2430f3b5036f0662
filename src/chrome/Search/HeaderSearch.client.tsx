'use client'

import Form from 'next/form'
import {
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { flushSync } from 'react-dom'
import styles from './HeaderSearch.module.css'
import {
  INVALID_SEARCH_MESSAGE,
  MAX_QUERY_LENGTH,
  nextActiveIndex,
  parseSuggestions,
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_ENDPOINT,
  suggestUrl,
  validSearchTerm,
} from './search'

export type HeaderSearchProps = {
  /** Where suggestions come from; it answers `{ query, items }` (or the spec's suggestion pair). */
  suggestEndpoint?: string
  /** Quiet time after the last keystroke before suggestions are fetched. */
  debounceMs?: number
}

const noSubscription = () => () => {}
const inBrowser = () => true
const onServer = () => false

function SearchIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" className={styles.icon}>
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The header search box (001 §4): closed until the search icon is pressed; then a search form whose input
 * suggests completions as the reader types (fetched after a short pause, stale requests cancelled, failures
 * ignored). Submitting text goes to `/search?q1=…`; empty text, or text with no suggestions, shows "Please
 * enter a valid search term." Escape, tabbing out or a click outside closes it; Escape returns focus to the
 * icon.
 *
 * Without JavaScript (and before hydration) the icon is a link to the search page, which has its own form.
 * The form is a GET form to /search with input `q1`; `next/form` turns its submission into a client-side
 * navigation once hydrated.
 */
export function HeaderSearch({
  suggestEndpoint = SUGGEST_ENDPOINT,
  debounceMs = SUGGEST_DEBOUNCE_MS,
}: HeaderSearchProps) {
  const id = useId()
  const formId = `${id}form`
  const inputId = `${id}input`
  const listId = `${id}list`
  const messageId = `${id}message`
  const optionId = (index: number) => `${id}option-${index}`

  // In the browser the icon is a button at once (rendered there, or right after hydrating the server's link).
  const hydrated = useSyncExternalStore(noSubscription, inBrowser, onServer)
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [suggestions, setSuggestions] = useState<string[]>([])
  const [listOpen, setListOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [message, setMessage] = useState(false)

  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const request = useRef<AbortController | null>(null)

  /** Forget a scheduled fetch and cancel one in flight. */
  const cancelPending = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
    request.current?.abort()
    request.current = null
  }, [])

  useEffect(() => cancelPending, [cancelPending])

  const close = useCallback(
    (returnFocus: boolean) => {
      cancelPending()
      setOpen(false)
      setListOpen(false)
      setActive(-1)
      setMessage(false)
      if (returnFocus) toggleRef.current?.focus()
    },
    [cancelPending],
  )

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, close])

  const fetchSuggestions = (query: string) => {
    const controller = new AbortController()
    request.current = controller
    fetch(suggestUrl(query, suggestEndpoint), {
      signal: controller.signal,
      headers: { accept: 'application/json' },
      credentials: 'omit',
    })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`suggestions: ${res.status}`))))
      .then((body: unknown) => {
        if (controller.signal.aborted) return
        const items = parseSuggestions(body)
        if (items === null) throw new Error('suggestions: unexpected answer')
        setSuggestions(items)
        setActive(-1)
        setListOpen(items.length > 0)
        setMessage(items.length === 0)
      })
      .catch(() => {
        // A failed suggestion fetch is ignored silently (002 §8): no list, no message.
        if (controller.signal.aborted) return
        setSuggestions([])
        setListOpen(false)
      })
      .finally(() => {
        if (request.current === controller) request.current = null
      })
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value
    setText(value)
    setActive(-1)
    cancelPending()
    if (!validSearchTerm(value)) {
      setSuggestions([])
      setListOpen(false)
      setMessage(true)
      return
    }
    setMessage(false)
    timer.current = setTimeout(() => {
      timer.current = null
      fetchSuggestions(value)
    }, debounceMs)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = inputRef.current?.value ?? text
    if (!validSearchTerm(value)) {
      event.preventDefault()
      setMessage(true)
      setListOpen(false)
      inputRef.current?.focus()
      return
    }
    // Valid: next/form navigates to /search?q1=… (or the browser submits the GET form natively).
    cancelPending()
    setOpen(false)
    setListOpen(false)
    setActive(-1)
    setMessage(false)
  }

  const choose = (suggestion: string) => {
    flushSync(() => {
      setText(suggestion)
      setListOpen(false)
      setActive(-1)
    })
    formRef.current?.requestSubmit()
  }

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return
      event.preventDefault()
      setListOpen(true)
      setActive((current) =>
        nextActiveIndex(current, suggestions.length, event.key === 'ArrowDown' ? 'down' : 'up'),
      )
      return
    }
    if (event.key === 'Enter' && listOpen && active >= 0) {
      const suggestion = suggestions[active]
      if (suggestion !== undefined) {
        event.preventDefault()
        choose(suggestion)
      }
    }
  }

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      close(true)
    }
  }

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null
    if (open && next !== null && !rootRef.current?.contains(next)) close(false)
  }

  const showList = open && listOpen && suggestions.length > 0

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens for Escape and focus leaving
    <div className={styles.root} ref={rootRef} onKeyDown={onRootKeyDown} onBlur={onRootBlur}>
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => (open ? close(false) : setOpen(true))}
        >
          <SearchIcon />
          <span className="visually-hidden">Search</span>
        </button>
      ) : (
        <a href="/search" className={styles.toggle}>
          <SearchIcon />
          <span className="visually-hidden">Search</span>
        </a>
      )}
      <Form
        ref={formRef}
        id={formId}
        action="/search"
        prefetch={false}
        role="search"
        aria-label="Site search"
        className={styles.form}
        hidden={!open}
        onSubmit={onSubmit}
      >
        <div className={styles.field}>
          <label htmlFor={inputId} className="visually-hidden">
            Search articles
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="search"
            name="q1"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            aria-describedby={message ? messageId : undefined}
            aria-invalid={message || undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Search health topics"
            value={text}
            onChange={onChange}
            onKeyDown={onInputKeyDown}
          />
          <button type="submit" className={styles.submit}>
            <SearchIcon />
            <span className="visually-hidden">Submit search</span>
          </button>
          {/* The ARIA combobox pattern: focus stays in the input, which points at the active option with
              aria-activedescendant; options are chosen with the arrow keys and Enter, or a click. */}
          <div id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!showList}>
            {suggestions.map((suggestion, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: an option of the combobox; focus stays in the input
              <div
                key={suggestion}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onPointerEnter={() => setActive(index)}
                onClick={() => choose(suggestion)}
              >
                {suggestion}
              </div>
            ))}
          </div>
        </div>
        <p id={messageId} className={styles.message} role="status">
          {message ? INVALID_SEARCH_MESSAGE : ''}
        </p>
      </Form>
    </div>
  )
}
