/*
 * Client-side only: import from *.client.tsx files (it uses hooks and React.lazy).
 *
 * An island whose code loads only when it is needed. The server renders the island's full HTML as usual; in
 * the browser the island stays as that server HTML (links work, text shows, nothing moves) until its trigger:
 *
 * - `intent`: the reader heads for it (pointer over it, a touch or press on it, focus inside it, a key);
 * - `near`: it comes within 300 px of the viewport;
 * - `idle`: the browser is idle after the page has loaded;
 * - any of the window events in `wakeOn` (another island asking it to open), or `wakeIf` holding once the
 *   page has hydrated (it has work to do at once).
 *
 * Then its code loads and the island renders in place of that HTML, the same markup, now interactive; the
 * element that had the focus keeps it, and a click made while the code was on its way is made again. Until
 * then the page carries none of the island's JavaScript: this is how a template stays within its JavaScript
 * budget (docs/performance.md, ADR 22).
 *
 *   // Header/islands.client.tsx
 *   'use client'
 *   export const MainNav = createDeferredIsland('mainNav', () => import('./MainNav.client').then((m) => m.MainNav), {
 *     on: ['intent'],
 *   })
 *
 *   // SiteHeader.tsx (server): used like the component it wraps
 *   <MainNav items={items} />
 *
 * How: React hydrates the island's wrapper with `dangerouslySetInnerHTML`, which keeps the server's markup
 * untouched and unhydrated; once the code is there, one commit renders the component in its place. (A
 * Suspense boundary would also keep server HTML dehydrated, but React writes a boundary of more than 500
 * bytes out of order once 12.8 KB of the page have gone, at the end of the page: the header would stay
 * empty until the whole page had been read.)
 *
 * The wrapper says where the island is, for CSS and tests: `data-island-state` is `waiting` (server markup),
 * `loading` (triggered, the code on its way), `live`, or `failed`; `data-island-hydrated` appears once the
 * page has hydrated and the island listens for its trigger. A part the server HTML holds back until the code
 * takes over (a text clipped before it is measured) releases itself under `failed`, and a few seconds into
 * `loading`, never while `waiting`: the code of a `near` island loads only as the reader comes near.
 *
 * If its code fails to load, the error is reported (`client.error.chunk`, 001 §8) and the server HTML stays
 * as it is, for good: links still navigate.
 */
import {
  type ComponentType,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { reportError } from '@/lib/tracking'
import { recoverFromDeploySkew } from './deploySkew'
import { takeEarlyClick } from './earlyClicks'

/** An island (or a lazy leaf) starts loading when it is within this distance of the viewport, above or below. */
export const LAZY_LEAF_MARGIN_PX = 300

export type IslandTrigger = 'intent' | 'near' | 'idle'

/** Code that arrives during a press waits for its end at most this long (a release outside the window). */
const PRESS_WAIT_MS = 1_000

export type DeferredIslandOptions = {
  on: readonly IslandTrigger[]
  /** Window events that also wake it (e.g. the header's request to open the Subscribe dialog). */
  wakeOn?: readonly string[]
  /** Checked once the page has hydrated: when true, the island has work to do at once and loads when idle. */
  wakeIf?: () => boolean
  /**
   * For an island with no markup of its own that serves elements anywhere on the page (the affiliate links):
   * the reader heading for any element that matches wakes it.
   */
  intentOn?: string
}

/** The events that mean a reader is heading for an island. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/** What an island's loader gives its frame. */
type IslandCode<P> = {
  name: string
  /** The component, for the server and once loaded (React.lazy: the server suspends once, then reads it). */
  Component: ComponentType<P>
  /** Starts loading (on the trigger); resolves when the code is there, never when it failed. */
  load: () => Promise<unknown>
  /** Whether the code is there; and a way to hear when it arrives (every instance then comes alive). */
  loaded: () => boolean
  onLoaded: (listener: () => void) => () => void
  /** Hears that the code failed to load (every instance then says so, and keeps its server HTML). */
  onFailed: (listener: () => void) => () => void
  on: readonly IslandTrigger[]
  wakeOn: readonly string[]
  wakeIf?: () => boolean
  intentOn?: string
}

const noSubscription = () => () => {}

/** False on the server and while hydrating, true in a render made in the browser. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** The child-index path from `root` to `node`, to find "the same element" in markup rendered again. */
function pathTo(root: Element, node: Element): number[] | null {
  const path: number[] = []
  let current: Element | null = node
  while (current && current !== root) {
    const parent: Element | null = current.parentElement
    if (!parent) return null
    path.unshift(Array.prototype.indexOf.call(parent.children, current))
    current = parent
  }
  return current === root ? path : null
}

function atPath(root: Element, path: number[]): HTMLElement | null {
  let current: Element | undefined = root
  for (const i of path) current = current?.children[i]
  return current instanceof HTMLElement ? current : null
}

/** Whether the element's focus came from the keyboard (a browser without `:focus-visible`: assume so). */
function focusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible')
  } catch {
    return true
  }
}

const WRAPPER_STYLE = { display: 'contents' } as const
const onServer = typeof window === 'undefined'

function IslandFrame<P extends object>({ code, props }: { code: IslandCode<P>; props: P }) {
  const { name, Component, load, loaded, onLoaded, onFailed, on, wakeOn, wakeIf, intentOn } = code
  const ref = useRef<HTMLSpanElement>(null)
  // Hydrated (the server's markup is there): keep it until the code is. Rendered in the browser (a
  // client-side navigation): there is no server markup to keep, so render the component at once.
  const inBrowser = useInBrowser()
  const [keepsServerMarkup] = useState(!inBrowser)
  const [live, setLive] = useState(false)
  const focusPath = useRef<number[] | null>(null)
  const clickPath = useRef<number[] | null>(null)
  // The server markup's controls, taken before the component replaces them: they keep what the reader did to them
  // before the code came (ticked, chose, typed), which is made again on the live ones (adoptControls.ts).
  const serverControls = useRef<Element[]>([])

  useEffect(() => {
    if (!keepsServerMarkup || live) return
    const el = ref.current
    if (!el) return
    // Hydrated and listening for its trigger (a test waits for this before acting as a reader would).
    el.setAttribute('data-island-hydrated', '')
    // A press on a button of the server HTML before the page hydrated (src/ui/earlyClicks.ts): made again once
    // the code is there, as a press made from now on would be.
    const early = takeEarlyClick(el)
    if (early?.isConnected) clickPath.current = pathTo(el, early)
    const comeAlive = () => {
      // Keyboard focus inside moves to the same element of the live markup (a click about to be made again
      // focuses its own target).
      const active = document.activeElement
      focusPath.current =
        active && el.contains(active) && !clickPath.current && focusVisible(active)
          ? pathTo(el, active)
          : null
      serverControls.current = Array.from(el.querySelectorAll('input, select, textarea'))
      setLive(true)
    }
    if (loaded()) {
      comeAlive()
      return
    }
    // A press under way on the server markup (a pointer, or Space, held down on it): code that arrives
    // meanwhile waits for the press to end. Rendering in its place mid-press would remove the element the
    // press started on, and the browser then makes no click at all (found in CI: a reader's dismiss, pressed
    // as the code arrived, did nothing). Once the press ends, its click (kept below) is made again on the live
    // component. A press whose end never comes (released outside the window) is waited for 1 s at most.
    let pressing = false
    let arrived = false
    let timer: number | undefined
    const onArrived = () => {
      if (!pressing) return comeAlive()
      arrived = true
      timer = window.setTimeout(comeAlive, PRESS_WAIT_MS)
    }
    const onPress = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== ' ') return
      if (event.target instanceof Node && el.contains(event.target)) pressing = true
    }
    const onRelease = () => {
      if (!pressing) return
      pressing = false
      if (!arrived) return
      // A task, not at once: the click the press's end makes is dispatched first, and kept.
      window.clearTimeout(timer)
      timer = window.setTimeout(comeAlive, 0)
    }
    const cleanups: (() => void)[] = [
      onLoaded(onArrived),
      onFailed(() => el.setAttribute('data-island-state', 'failed')),
      () => window.clearTimeout(timer),
    ]
    for (const type of ['pointerdown', 'keydown'] as const) {
      window.addEventListener(type, onPress, { passive: true, capture: true })
      cleanups.push(() => window.removeEventListener(type, onPress, { capture: true }))
    }
    for (const type of ['pointerup', 'pointercancel', 'keyup'] as const) {
      window.addEventListener(type, onRelease, { passive: true, capture: true })
      cleanups.push(() => window.removeEventListener(type, onRelease, { capture: true }))
    }
    const start = () => {
      // Said on the wrapper, for CSS: a part the server HTML holds back until the code takes over (a clipped
      // text) is released should the code not arrive within a few seconds, and at once when it failed.
      if (el.getAttribute('data-island-state') === 'waiting') el.setAttribute('data-island-state', 'loading')
      void load()
    }
    if (on.includes('intent') || intentOn) {
      // On the window, first in the capture phase, so that nothing on the page can stop it first.
      const onIntent = (event: Event) => {
        const target = event.target
        if (!(target instanceof Node)) return
        if (on.includes('intent') && el.contains(target)) start()
        else if (intentOn && target instanceof Element && target.closest(intentOn)) start()
      }
      for (const type of INTENT_EVENTS) {
        window.addEventListener(type, onIntent, { passive: true, capture: true })
        cleanups.push(() => window.removeEventListener(type, onIntent, { capture: true }))
      }
    }
    // A click on the server markup while the code is on its way: kept, and made again once it is there.
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !el.contains(event.target)) return
      const target = event.target.closest('a, button, input, select, textarea, summary, [role="button"]')
      if (!target || !el.contains(target)) return
      event.preventDefault()
      clickPath.current = pathTo(el, target)
      start()
    }
    window.addEventListener('click', onClick, { capture: true })
    cleanups.push(() => window.removeEventListener('click', onClick, { capture: true }))
    if (on.includes('near')) {
      if (typeof IntersectionObserver === 'undefined') start()
      else {
        // The wrapper has no box of its own (display: contents): watch what it holds.
        const observer = new IntersectionObserver(
          (entries) => entries.some((e) => e.isIntersecting) && start(),
          {
            rootMargin: `${LAZY_LEAF_MARGIN_PX}px 0px ${LAZY_LEAF_MARGIN_PX}px 0px`,
          },
        )
        for (const child of Array.from(el.children)) observer.observe(child)
        cleanups.push(() => observer.disconnect())
      }
    }
    if (on.includes('idle') || wakeIf?.()) {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(start, { timeout: 5000 })
        cleanups.push(() => window.cancelIdleCallback(handle))
      } else {
        const handle = window.setTimeout(start, 1000)
        cleanups.push(() => window.clearTimeout(handle))
      }
    }
    for (const type of wakeOn) {
      window.addEventListener(type, start)
      cleanups.push(() => window.removeEventListener(type, start))
    }
    if (clickPath.current) start()
    return () => {
      for (const cleanup of cleanups) cleanup()
    }
  }, [keepsServerMarkup, live, load, loaded, onLoaded, onFailed, on, wakeOn, wakeIf, intentOn])

  // The component has just replaced the server markup: give the focus back at once (before the page paints)…
  // Only if the focus went with the old markup: a reader who moved on meanwhile (Tab pressed while the code was
  // arriving) keeps the focus where they put it.
  useLayoutEffect(() => {
    const el = ref.current
    if (!live || !el || !focusPath.current) return
    const path = focusPath.current
    focusPath.current = null
    const active = document.activeElement
    if (active && active !== document.body && active.isConnected) return
    atPath(el, path)?.focus({ preventScroll: true })
  }, [live])
  // …then make again what the reader did to the server markup's controls, and the kept click, once the commit is
  // over (React handles them like any other input then).
  useEffect(() => {
    const el = ref.current
    if (!live || !el) return
    const path = clickPath.current
    clickPath.current = null
    const press = () => {
      if (path) atPath(el, path)?.click()
    }
    const controls = serverControls.current
    serverControls.current = []
    // Most islands hold no control: the adopting code (its own small chunk) loads only for those that do.
    if (controls.length === 0) return press()
    void import('./adoptControls').then((m) => {
      m.adoptControls(el, m.changedControlsOf(controls))
      press()
    }, press)
  }, [live])

  if (onServer) {
    // No Suspense boundary of its own: React waits for the component inside the page's HTML (a boundary
    // would be written out of order once the page is long, see above).
    return (
      <span data-island={name} data-island-state="waiting" style={WRAPPER_STYLE}>
        <Component {...props} />
      </span>
    )
  }
  if (keepsServerMarkup) {
    // Hydrating, or hydrated: the server's markup stays as it is until the code is there…
    if (!live && !loaded()) {
      return (
        <span
          ref={ref}
          data-island={name}
          data-island-state="waiting"
          style={WRAPPER_STYLE}
          suppressHydrationWarning
          // Empty: React leaves the server's markup inside as it is, unhydrated and untouched.
          dangerouslySetInnerHTML={{ __html: '' }}
        />
      )
    }
    // …then the component takes its place (or hydrates it, when its code was there already: another island
    // of the same kind woke it). No Suspense boundary, as on the server: the code is there, nothing suspends.
    return (
      <span ref={ref} data-island={name} data-island-state={live ? 'live' : 'waiting'} style={WRAPPER_STYLE}>
        <Component {...props} />
      </span>
    )
  }
  // Rendered in the browser (a client-side navigation): the component, as soon as its code is there.
  return (
    <span ref={ref} data-island={name} data-island-state="live" style={WRAPPER_STYLE}>
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    </span>
  )
}

export type DeferredIsland<P> = ComponentType<P> & {
  /** Loads the island's code now (a test, or an island that knows it is about to be needed). */
  wake: () => Promise<unknown>
}

/** Every island made so far (its code loaders), for `wakeEveryIsland`. */
const everyIsland = new Set<() => Promise<unknown>>()

/**
 * Loads the code of every island made so far (those whose modules have been imported). For tests that render
 * whole widgets or pages in the browser's way (a client render has no server markup to keep, so an island
 * whose code is not there yet renders nothing until it is).
 */
export function wakeEveryIsland(): Promise<unknown> {
  return Promise.all([...everyIsland].map((wake) => wake()))
}

/**
 * A client component that renders like the one `load` returns, but whose code loads only on its trigger.
 * Call it once, at module level, in a `*.client.tsx` file; use the result where the component was used.
 */
export function createDeferredIsland<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { on, wakeOn = [], wakeIf, intentOn }: DeferredIslandOptions,
): DeferredIsland<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  let loaded: { default: ComponentType<P> } | null = null
  const listeners = new Set<() => void>()
  let failed = false
  const failureListeners = new Set<() => void>()
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => {
        loaded = { default: component }
        for (const listener of [...listeners]) listener()
        return loaded
      },
      (error: unknown) => {
        // 001 §8: a chunk load failure is counted as client.error.chunk. Never resolving keeps the server HTML
        // in place: its links still work.
        reportError(error, { where: 'client.error.chunk', island: name })
        void recoverFromDeploySkew()
        failed = true
        for (const listener of [...failureListeners]) listener()
        return new Promise<never>(() => {})
      },
    ))
  const code: IslandCode<P> = {
    name,
    Component: lazy(() => {
      const settled = loaded
      // Loaded already: a thenable that calls back at once, so React renders the component in the same commit
      // (a promise, even a settled one, would leave the island empty for a moment).
      // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is exactly what React.lazy reads here
      if (settled) return { then: (resolve: (value: typeof settled) => void) => resolve(settled) } as never
      return loadOnce()
    }),
    load: loadOnce,
    loaded: () => loaded !== null,
    onLoaded: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onFailed: (listener) => {
      if (failed) {
        listener()
        return () => {}
      }
      failureListeners.add(listener)
      return () => failureListeners.delete(listener)
    },
    on,
    wakeOn,
    wakeIf,
    intentOn,
  }
  // On the server the code is needed for every page: import it now, so that pages render it synchronously.
  if (onServer) void loadOnce()
  const island = ((props: P) => <IslandFrame code={code} props={props} />) as DeferredIsland<P>
  island.displayName = `DeferredIsland(${name})`
  island.wake = loadOnce
  everyIsland.add(loadOnce)
  return island
}
