'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { reportError, track } from '@/lib/tracking'
import { useFirstView } from '@/ui/useFirstView'
import { isArticlePath, UP_NEXT_LIMIT, type UpNextItem } from './choose'
import { extractArticle } from './html'
import styles from './InfiniteArticles.module.css'
import {
  crossedThresholds,
  mostInView,
  readPercent,
  SCROLL_THROTTLE_MS,
  shouldCountPageView,
  throttle,
} from './reading'

type Props = {
  /** The path of the article this follows, e.g. `/health/erectile-dysfunction`. */
  currentPath: string
  /** Its title (for the virtual page view when the reader scrolls back up to it). */
  currentTitle: string
  /** What to load below it, in order (computed on the server by `upNextFor`; at most 5 are used). */
  upNext: UpNextItem[]
}

type Entry =
  | { item: UpNextItem; state: 'loading' }
  | { item: UpNextItem; state: 'loaded'; html: string; documentTitle: string | null }
  | { item: UpNextItem; state: 'failed' }
  | { item: UpNextItem; state: 'gone' }

/**
 * Start loading the next article when the end of the one above is within 600 px below the viewport, or
 * anywhere above it: a reader who jumps past the end (End key, a fling) has reached it too. (An observer sees
 * no change between "below" and "above" when a jump skips the viewport, so "above" must count as in range.)
 */
const LOAD_AHEAD = '100000px 0px 600px 0px'

const titleOf = (item: UpNextItem) => item.title[0] ?? ''

async function loadArticle(item: UpNextItem, idPrefix: string): Promise<Entry> {
  try {
    const response = await fetch(item.link, { headers: { accept: 'text/html' }, credentials: 'same-origin' })
    // Unpublished since this page was rendered: skip it quietly and go on with the next one.
    if (response.status === 404 || response.status === 410) return { item, state: 'gone' }
    if (!response.ok) throw new Error(`Fetch failure: ${item.link} ${response.status}`)
    const extracted = extractArticle(await response.text(), `next${idPrefix}-`)
    if (!extracted) throw new Error(`No article in ${item.link}`)
    return { item, state: 'loaded', ...extracted }
  } catch (error) {
    reportError(error, { where: 'next-article.load', path: item.link })
    return { item, state: 'failed' }
  }
}

/** Calls `onReach` once, when the element comes within `LOAD_AHEAD` of the viewport. */
function EndSentinel({ onReach }: { onReach: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          onReach()
        }
      },
      { rootMargin: LOAD_AHEAD },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [onReach])
  return <div ref={ref} className={styles.sentinel} aria-hidden="true" data-next-sentinel="" />
}

/** The article element just before `el` (the page's own article), else the first article in main. */
function articleBefore(el: Element): Element | null {
  for (let node = el.previousElementSibling; node; node = node.previousElementSibling) {
    if (node.tagName === 'ARTICLE') return node
  }
  return document.querySelector('main article')
}

type Region = { path: string; title: string; documentTitle: string; el: Element }

/**
 * Infinite scroll below an article (issue 3): when the reader nears the end, the next article's page is
 * fetched (the statically cached HTML), its `<article>` is appended below, and so on through `upNext`.
 *
 * - Only ever appends below the reader; a loading placeholder reserves room. A failure shows a plain
 *   "Continue reading" link instead and stops; an article that is gone (404) is skipped.
 * - The article mostly in view owns the address bar (`history.replaceState`) and the document title;
 *   scrolling back up restores them. A failed address update is reported, never thrown (001 §8).
 * - Each address change counts a virtual `page_view` when at least 6000 ms passed since the last one;
 *   each article reports scroll depth 0/25/50/75/100 once per threshold; scroll handling is throttled to
 *   500 ms (001 §9).
 * - Appended articles are server HTML without scripts: their interactive widgets do not hydrate, but
 *   their server-rendered content is complete.
 */
export function InfiniteArticles({ currentPath, currentTitle, upNext }: Props) {
  const items = useMemo(() => {
    const seen = new Set([currentPath])
    return upNext
      .filter((item) => {
        if (!titleOf(item) || !isArticlePath(item.link) || seen.has(item.link)) return false
        seen.add(item.link)
        return true
      })
      .slice(0, UP_NEXT_LIMIT)
  }, [upNext, currentPath])

  const [entries, setEntries] = useState<Entry[]>([])
  const rootRef = useRef<HTMLDivElement>(null)
  const entriesRef = useRef(entries)
  entriesRef.current = entries
  const started = useRef(new Set<number>())
  const updateRef = useRef<(() => void) | null>(null)

  const requestNext = useCallback(
    (index: number) => {
      setEntries((prev) => {
        const item = items[index]
        return prev.length === index && item ? [...prev, { item, state: 'loading' }] : prev
      })
    },
    [items],
  )
  const reachFirst = useCallback(() => requestNext(0), [requestNext])

  // Fetch what was requested; skip past articles that are gone.
  useEffect(() => {
    entries.forEach((entry, index) => {
      if (entry.state === 'gone' && index === entries.length - 1) requestNext(index + 1)
      if (entry.state !== 'loading' || started.current.has(index)) return
      started.current.add(index)
      void loadArticle(entry.item, String(index + 1)).then((result) => {
        if (result.state === 'loaded') track({ name: 'next_article_loaded', path: result.item.link })
        setEntries((prev) => prev.map((e, i) => (i === index ? result : e)))
      })
    })
    updateRef.current?.()
  }, [entries, requestNext])

  // Address bar, page views and scroll depth, from the articles' positions.
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    // The page's own address as the reader last had it (query string and #fragment included), to restore.
    let ownUrl = `${window.location.pathname}${window.location.search}${window.location.hash}`
    const initialTitle = document.title
    const own = articleBefore(root)
    const maxRead = new Map<string, number>()
    let activePath = currentPath
    let lastPageViewAt: number | null = null

    const regions = (): Region[] => {
      const list: Region[] = own
        ? [{ path: currentPath, title: currentTitle, documentTitle: initialTitle, el: own }]
        : []
      entriesRef.current.forEach((entry, index) => {
        if (entry.state !== 'loaded') return
        const el = root.querySelector(`[data-next-article="${index + 1}"] article`)
        if (el) {
          list.push({
            path: entry.item.link,
            title: titleOf(entry.item),
            documentTitle: entry.documentTitle ?? titleOf(entry.item),
            el,
          })
        }
      })
      return list
    }

    const activate = (region: Region) => {
      if (region.path === activePath) return
      if (activePath === currentPath) {
        ownUrl = `${window.location.pathname}${window.location.search}${window.location.hash}`
      }
      activePath = region.path
      let urlChanged = false
      try {
        const url = region.path === currentPath ? ownUrl : region.path
        // Keep the router's own history state (it marks the entry as the app router's), so the router
        // takes this as an address change only and does not navigate.
        const state: unknown = window.history.state
        window.history.replaceState(state && typeof state === 'object' ? { ...state } : state, '', url)
        urlChanged = true
      } catch (error) {
        reportError(error, { where: 'next-article.url', path: region.path })
      }
      document.title = region.documentTitle
      if (!urlChanged) return
      const now = Date.now()
      if (shouldCountPageView(now, lastPageViewAt)) {
        lastPageViewAt = now
        track({ name: 'page_view', path: region.path, title: region.title })
      }
    }

    const update = () => {
      const list = regions()
      if (list.length === 0) return
      const viewportHeight = window.innerHeight || document.documentElement.clientHeight
      const boxes = list.map((r) => r.el.getBoundingClientRect())
      list.forEach((region, i) => {
        const percent = readPercent(boxes[i]!, viewportHeight)
        const previous = maxRead.get(region.path) ?? -1
        for (const threshold of crossedThresholds(previous, percent)) {
          track({ name: 'scroll_depth', path: region.path, threshold })
        }
        if (percent > previous) maxRead.set(region.path, percent)
      })
      const active = list[mostInView(boxes, viewportHeight)]
      if (active) activate(active)
    }

    const onScroll = throttle(update, SCROLL_THROTTLE_MS)
    updateRef.current = onScroll
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    onScroll()
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      onScroll.cancel()
      updateRef.current = null
    }
  }, [currentPath, currentTitle])

  return (
    <div ref={rootRef} className={styles.root} data-next-articles="">
      {items.length > 0 ? <EndSentinel onReach={reachFirst} /> : null}
      {entries.map((entry, index) => (
        <NextEntry
          key={entry.item.link}
          entry={entry}
          position={index + 1}
          requestNext={index + 1 < items.length ? requestNext : null}
        />
      ))}
    </div>
  )
}

type EntryProps = {
  entry: Entry
  /** 1-based: the first article below the page's own is 1. */
  position: number
  /** Asks for the article at an index of the list; null after the last one. */
  requestNext: ((index: number) => void) | null
}

function NextEntry({ entry, position, requestNext }: EntryProps) {
  // Only an article the reader has actually seen can lead to the next one: when the browser keeps the
  // reader's place (scroll anchoring at the footer) an article may be added above the viewport unseen, and
  // its end must not chain-load the rest.
  const [ref, seen] = useFirstView<HTMLDivElement>(0)
  // The entry at `position` is list index `position - 1`; its end asks for index `position`.
  const reachEnd = useCallback(() => requestNext?.(position), [requestNext, position])
  if (entry.state === 'gone') return null
  return (
    <div
      ref={ref}
      className={entry.state === 'loading' ? styles.loading : undefined}
      data-next-article={position}
      data-state={entry.state}
      data-path={entry.item.link}
    >
      <p className={styles.separator}>Up next</p>
      {entry.state === 'loading' ? (
        <p className={styles.status} role="status">
          Loading “{titleOf(entry.item)}”…
        </p>
      ) : null}
      {entry.state === 'failed' ? (
        <p className={styles.continue}>
          <a href={entry.item.link}>Continue reading: {titleOf(entry.item)}</a>
        </p>
      ) : null}
      {entry.state === 'loaded' ? <div dangerouslySetInnerHTML={{ __html: entry.html }} /> : null}
      {entry.state === 'loaded' && seen && requestNext ? <EndSentinel onReach={reachEnd} /> : null}
    </div>
  )
}
