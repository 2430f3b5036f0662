/*
 * The placement runtime (issue 17): placements on a page register, and after a 25 ms debounce ONE request
 * asks the drivers API for all of them (`POST /api/drivers/v4{path}`, 002 §3.9). Each placement goes through
 * the stages queued → loading → loaded / preloaded / error / not_found, and its island re-renders through
 * `usePlacement`. Everything here runs in the browser after hydration: the cached page holds no driver.
 *
 * The request carries the page's targeting (from the page's server props), the reader's device, audiences
 * (first-party profile call, once per tab), bucket and capped drivers; never the reader's input.
 */
import { useCallback, useSyncExternalStore } from 'react'
import { DRIVER_REGISTRATION_DEBOUNCE_MS, deviceTypeForWidth, type PlacementStage } from '@/lib/placements'
import { reportError, track } from '@/lib/tracking'
import type { DriverStyle } from '@/services/drivers/shared'
import {
  DRIVERS_API,
  type DriverRequest,
  type DriverResponse,
  type DriverView,
  PROFILE_API,
  type ProfileResponse,
} from '@/services/drivers/shared'
import { currentPlacementPage, onPlacementPageChange, type PlacementPage, resetPlacementPage } from './page'
import {
  anonymousId,
  cappedDrivers,
  consentedStorage,
  type KeyValueStorage,
  mobileOS,
  personalisationAllowed,
  READER_KEYS,
  readerBucket,
  rememberFirstVisit,
} from './reader'

export type PlacementState = {
  stage: PlacementStage
  driver: DriverView | null
  /** The mock setting is on: show the purple marker instead. */
  mock: boolean
}

export type PlacementOptions = {
  /** The space an in-article placement reserved: only a driver of this look fits. */
  style?: DriverStyle
  /** The drug of a drug cost savings widget (placement drugCopay). */
  drugId?: string | null
  /**
   * Ask ahead of need (a dialog's driver while the reader moves towards Subscribe): the answer is kept as
   * `preloaded` until the placement is shown, then becomes `loaded`.
   */
  preload?: boolean
  /**
   * The kind of placement: promotions (drivers) by default; another kind (ads, ADR 26) registers how its
   * decision is asked for (`registerPlacementKind`) and describes each placement in `ask`.
   */
  kind?: string
  ask?: unknown
}

type Entry = PlacementState & {
  options: PlacementOptions
  listeners: Set<() => void>
  /** What another kind's decision put here (null: nothing). Drivers use `driver`. */
  content: unknown
}

/**
 * How a kind other than drivers asks for its placements: every queued placement of the kind, in ONE call per
 * flush, answered by name (null or missing: nothing for it). A rejection puts them all in `error`.
 */
export type KindDecision = (
  page: PlacementPage,
  asks: { name: string; ask: unknown }[],
) => Promise<Record<string, unknown>>
const kinds = new Map<string, KindDecision>()

/** A kind's runtime says how its decision is asked for, before its placements register. */
export function registerPlacementKind(kind: string, decide: KindDecision): void {
  kinds.set(kind, decide)
}

/** What another kind's decision gave this placement (null before it answers, or when it gave nothing). */
export function placementContent(name: string): unknown {
  return runtime.entries.get(name)?.content ?? null
}

const QUEUED: PlacementState = { stage: 'queued', driver: null, mock: false }
/** How long the profile call may take before drivers are asked for without audiences. */
export const PROFILE_TIMEOUT_MS = 1500

type Runtime = {
  entries: Map<string, Entry>
  timer: ReturnType<typeof setTimeout> | null
  profile: Promise<string[]> | null
  fetch: typeof fetch
}

const runtime: Runtime = {
  entries: new Map(),
  timer: null,
  profile: null,
  fetch: (...a) => fetch(...a),
}

function storage(kind: 'local' | 'session'): KeyValueStorage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

function emit(entry: Entry): void {
  for (const listener of entry.listeners) listener()
}

function set(name: string, state: Partial<PlacementState>): void {
  const entry = runtime.entries.get(name)
  if (!entry) return
  Object.assign(entry, state)
  emit(entry)
}

/**
 * A new path (a client-side navigation, or the next article taking over) starts a new page view: every
 * placement asks again. The first page the boot island names sends what registered before it.
 */
onPlacementPageChange((previous) => {
  const page = currentPlacementPage()
  if (previous && previous.path !== page.path) {
    for (const [name, entry] of runtime.entries) {
      if (entry.listeners.size === 0) runtime.entries.delete(name)
      else {
        Object.assign(entry, QUEUED, { content: null })
        emit(entry)
      }
    }
    schedule()
  } else if (!previous && runtime.entries.size > 0) schedule()
})

/** The reader's audiences: asked once per tab, kept in session storage; none when the call fails. */
function loadAudiences(): Promise<string[]> {
  if (runtime.profile) return runtime.profile
  const session = storage('session')
  try {
    const known = session?.getItem(READER_KEYS.profile)
    if (known) {
      const parsed = JSON.parse(known) as unknown
      if (Array.isArray(parsed)) {
        runtime.profile = Promise.resolve(parsed.filter((a): a is string => typeof a === 'string'))
        return runtime.profile
      }
    }
  } catch {
    // Unreadable: ask again.
  }
  const id = anonymousId(consentedStorage(storage('local'), personalisationAllowed()))
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), PROFILE_TIMEOUT_MS)
  runtime.profile = runtime
    .fetch(`${PROFILE_API}?tagularAnonId=${encodeURIComponent(id)}`, {
      credentials: 'same-origin',
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
    .then(async (res) => {
      if (!res.ok) throw new Error(`Fetch failure: ${PROFILE_API} ${res.status}`)
      const body = (await res.json()) as ProfileResponse
      const audiences = Array.isArray(body.audiences) ? body.audiences : []
      try {
        session?.setItem(READER_KEYS.profile, JSON.stringify(audiences))
      } catch {
        // Not remembered: asked again on the next page.
      }
      return audiences
    })
    .catch((error: unknown) => {
      console.warn('[drivers] profile unavailable; asking without audiences', error)
      return [] as string[]
    })
    .finally(() => clearTimeout(timer))
  return runtime.profile
}

function schedule(): void {
  if (typeof window === 'undefined') return
  if (runtime.timer) clearTimeout(runtime.timer)
  runtime.timer = setTimeout(() => {
    runtime.timer = null
    void flush()
  }, DRIVER_REGISTRATION_DEBOUNCE_MS)
}

/** The request body for the queued placements. Pure apart from reading the window it is given. */
export function driverRequestBody(
  page: PlacementPage,
  names: string[],
  entries: ReadonlyMap<string, { options: PlacementOptions }>,
  reader: { audiences: string[]; bucket: number; capped: string[]; width: number; userAgent: string },
): DriverRequest {
  const placementStyles: Record<string, DriverStyle> = {}
  let drugId: string | null = null
  for (const name of names) {
    const options = entries.get(name)?.options
    if (options?.style) placementStyles[name] = options.style
    if (options?.drugId) drugId = options.drugId
  }
  return {
    k1: page.k1,
    kMetas: page.kMetas,
    pageType: page.pageType,
    categorySlugs: page.categorySlugs,
    articlePlacements: names,
    profile: { audiences: reader.audiences, bucket: reader.bucket, cappedDrivers: reader.capped },
    deviceType: deviceTypeForWidth(reader.width),
    mobileOS: mobileOS(reader.userAgent),
    webContext: { section: page.section, placementStyles, ...(drugId ? { drugId } : {}) },
    excludeVideos: page.excludeVideos ?? false,
  }
}

async function flush(): Promise<void> {
  const queued = [...runtime.entries].filter(([, e]) => e.stage === 'queued')
  const byKind = new Map<string, string[]>()
  for (const [name, entry] of queued) {
    const kind = entry.options.kind ?? 'driver'
    byKind.set(kind, [...(byKind.get(kind) ?? []), name])
  }
  await Promise.all(
    [...byKind].map(([kind, names]) => (kind === 'driver' ? flushDrivers(names) : flushKind(kind, names))),
  )
}

/** Another kind's placements: one call to its decision; each placement loaded with its content, or not found. */
async function flushKind(kind: string, names: string[]): Promise<void> {
  const decide = kinds.get(kind)
  if (!decide) return
  const page = currentPlacementPage()
  for (const name of names) set(name, { stage: 'loading' })
  try {
    const answer = await decide(
      page,
      names.map((name) => ({ name, ask: runtime.entries.get(name)?.options.ask })),
    )
    if (currentPlacementPage().path !== page.path) return
    for (const name of names) {
      const entry = runtime.entries.get(name)
      if (!entry) continue
      entry.content = answer[name] ?? null
      set(name, { stage: entry.content === null ? 'not_found' : 'loaded' })
    }
  } catch (error) {
    reportError(error, { where: `placements.${kind}` })
    for (const name of names) set(name, { stage: 'error' })
  }
}

async function flushDrivers(names: string[]): Promise<void> {
  const page = currentPlacementPage()
  if (names.length === 0) return
  if (page.mock) {
    for (const name of names) set(name, { stage: 'loaded', driver: null, mock: true })
    return
  }
  for (const name of names) set(name, { stage: 'loading' })
  // The reader is remembered (id, bucket, caps, first visit) only with their consent to personalisation.
  const personal = personalisationAllowed()
  const local = consentedStorage(storage('local'), personal)
  rememberFirstVisit(typeof document === 'undefined' ? null : document, Date.now(), personal)
  const audiences = await loadAudiences()
  const body = driverRequestBody(page, names, runtime.entries, {
    audiences,
    bucket: readerBucket(local, storage('session')),
    capped: cappedDrivers(local, Date.now()),
    width: window.innerWidth,
    userAgent: navigator.userAgent,
  })
  const url = `${DRIVERS_API}${page.path === '/' ? '' : page.path}`
  try {
    const res = await runtime.fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    if (!res.ok) {
      track({ name: 'metric', metric: 'ui.fetch.error', type: 'increment', status: res.status })
      throw new Error(`Fetch failure: ${DRIVERS_API} ${res.status}`)
    }
    const answer = (await res.json()) as DriverResponse
    if (currentPlacementPage().path !== page.path) return // the reader moved on; the new page asked again
    for (const name of names) {
      const entry = runtime.entries.get(name)
      if (!entry) continue
      const driver = answer.placementDrivers?.[name] ?? null
      if (!driver) {
        track({ name: 'metric', metric: 'drivers.not_found', type: 'increment', placement: name })
        set(name, { stage: 'not_found', driver: null })
      } else {
        set(name, { stage: entry.options.preload ? 'preloaded' : 'loaded', driver })
      }
    }
  } catch (error) {
    reportError(error, { where: 'drivers.fetch' })
    for (const name of names) set(name, { stage: 'error', driver: null })
  }
}

/** Register a placement (idempotent per name); returns a function that unregisters this listener. */
export function registerPlacement(name: string, options: PlacementOptions, listener: () => void): () => void {
  let entry = runtime.entries.get(name)
  if (!entry) {
    entry = { ...QUEUED, options, listeners: new Set(), content: null }
    runtime.entries.set(name, entry)
    schedule()
  } else if (options.drugId && !entry.options.drugId) {
    entry.options = { ...entry.options, ...options }
  }
  entry.listeners.add(listener)
  return () => {
    entry.listeners.delete(listener)
    // Gone before its batch was sent (unmounted, or never on the page for long): not asked for. With no
    // placement left to ask for, nothing is sent.
    if (entry.listeners.size === 0 && entry.stage === 'queued' && runtime.entries.get(name) === entry) {
      runtime.entries.delete(name)
      const waiting = [...runtime.entries.values()].some((e) => e.stage === 'queued')
      if (!waiting && runtime.timer) {
        clearTimeout(runtime.timer)
        runtime.timer = null
      }
    }
  }
}

/** Ask again for a placement that has its answer (an ad slot's refresh), with what it now asks. */
export function requeuePlacement(name: string, ask?: unknown): void {
  const entry = runtime.entries.get(name)
  if (!entry || entry.stage === 'queued' || entry.stage === 'loading') return
  if (ask !== undefined) entry.options = { ...entry.options, ask }
  set(name, { stage: 'queued' })
  schedule()
}

/** A preloaded driver being shown becomes loaded. */
export function markShown(name: string): void {
  const entry = runtime.entries.get(name)
  if (entry?.stage === 'preloaded') set(name, { stage: 'loaded' })
}

/** The placement's state now (queued before it registered). */
export function placementState(name: string): PlacementState {
  const entry = runtime.entries.get(name)
  return entry ? { stage: entry.stage, driver: entry.driver, mock: entry.mock } : QUEUED
}

const snapshots = new Map<
  string,
  { key: Entry | null; stage: PlacementStage; driver: DriverView | null; value: PlacementState }
>()

function snapshot(name: string): PlacementState {
  const entry = runtime.entries.get(name) ?? null
  const last = snapshots.get(name)
  if (last && last.key === entry && entry && last.stage === entry.stage && last.driver === entry.driver)
    return last.value
  const value = placementState(name)
  snapshots.set(name, { key: entry, stage: value.stage, driver: value.driver, value })
  return value
}

/**
 * A placement's stage and driver, for an island. `enabled: false` registers nothing (a dialog not yet
 * opened). On the server and in the first client render it is `queued` with no driver, like the cached HTML.
 */
export function usePlacement(
  name: string,
  options: PlacementOptions & { enabled?: boolean } = {},
): PlacementState {
  const { enabled = true, ...rest } = options
  const key = JSON.stringify(rest)
  const subscribe = useCallback(
    (listener: () => void) =>
      enabled ? registerPlacement(name, JSON.parse(key) as PlacementOptions, listener) : () => {},
    [name, key, enabled],
  )
  const read = useCallback(() => (enabled ? snapshot(name) : QUEUED), [name, enabled])
  return useSyncExternalStore(subscribe, read, () => QUEUED)
}

/**
 * The runtime's network boundary: the drivers and profile calls, and the sign-up forms it renders. The page's
 * `fetch`, or what a test passed to `resetPlacementRuntime`.
 */
export function placementFetch(): typeof fetch {
  return runtime.fetch
}

/** Tests: forget every placement, the page, the profile, and use this fetch. */
export function resetPlacementRuntime(fetcher: typeof fetch = (...a) => fetch(...a)): void {
  if (runtime.timer) clearTimeout(runtime.timer)
  resetPlacementPage()
  runtime.entries.clear()
  runtime.timer = null
  runtime.profile = null
  runtime.fetch = fetcher
  snapshots.clear()
}
