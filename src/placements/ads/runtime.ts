/*
 * The ads runtime (issue 28, ADR 26): the placement runtime's second kind. Loaded by `boot.ts` once the reader
 * engages (or the page has been idle a few seconds), it finds the ad faces shown at the reader's width in the
 * cached HTML, registers each in the placement registry (kind `ad`, so one decision call per flush answers
 * them all), and fills each when it comes within 300 px of the screen. It counts requests, fills and viewable
 * impressions, refreshes a slot that stays in view (no sooner than 30 s), keeps the phone leaderboard closed
 * once closed, and applies 001 §4's sticky rules from 768 px up.
 *
 * Privacy: without advertising consent the decision is contextual (the page's context, a bucket drawn for this
 * page view) and nothing is stored; with it, the bucket and the frequency caps are kept first-party.
 */
import { AD_SIZES, type AdPosition, type AdSizeName, isAdPosition } from '@/lib/ads'
import { deviceTypeForWidth } from '@/lib/placements'
import { reportError, track } from '@/lib/tracking'
import { consentAllows } from '@/privacy/consent/browser'
import { adPartnerFrameSrc } from '@/privacy/thirdParty/guard'
import {
  AD_DECISION_API,
  type AdDecisionRequest,
  type AdDecisionResponse,
  type AdFill,
  type AdSlotAsk,
  PARTNER_CAMPAIGN_ID,
  PARTNER_FILL_TIMEOUT_MS,
  PARTNER_MESSAGE,
} from '@/services/ads/shared'
import { currentPlacementPage, onPlacementPageChange, type PlacementPage } from '../page'
import {
  cappedDrivers,
  consentedStorage,
  type KeyValueStorage,
  personalisationAllowed,
  READER_KEYS,
  readerBucket,
  recordDriverView,
} from '../reader'
import {
  placementContent,
  placementFetch,
  placementState,
  registerPlacement,
  registerPlacementKind,
  requeuePlacement,
} from '../registry'
import {
  type BlockDetector,
  type BlockSign,
  baitHidden,
  looksBlocked,
  observeSign,
  startDetector,
  stickyAllowed,
  stillLooking,
} from './adBlock'
import styles from './ads.module.css'
import { countAd, countBlockedPageView } from './counts'
import { creativeElement, partnerFrameElement } from './creative'
import { waitForDecision } from './decisionWait'
import {
  attachedInlineAd,
  LEADERBOARD_IN_VIEW,
  type LeaderboardState,
  leaderboardHidden,
  leaderboardNextChange,
  leaderboardSeen,
} from './sticky'
import {
  filled,
  mayRefresh,
  type SlotView,
  seen,
  VIEWABLE_MS,
  VIEWABLE_RATIO,
  viewableAt,
} from './viewability'

const KIND = 'ad'
const cls = (name: string): string => styles[name] ?? name
const CLASSES = {
  creative: cls('creative'),
  native: cls('native'),
  headline: cls('headline'),
  text: cls('text'),
  sponsor: cls('sponsor'),
  pinned: cls('pinned'),
  place: cls('place'),
  frame: cls('frame'),
}
/** How long the page waits for the partner's frame to say whether it filled the slot (a frame may never load). */
const PARTNER_WAIT_MS = PARTNER_FILL_TIMEOUT_MS + 2_000
/** A slot fills when it comes this near the screen. */
const NEAR_MARGIN = '300px 0px'

type Ask = AdSlotAsk & { refresh: number }

type Slot = {
  name: string
  box: HTMLElement
  place: HTMLElement
  ask: Ask
  near: boolean
  /** The fill shown now, and the one waiting for the slot to come near. */
  shown: AdFill | null
  waiting: AdFill | null
  view: SlotView | null
  timer: ReturnType<typeof setTimeout> | null
  closed: boolean
  /** The programmatic partner's turn: the frame asking it, and the site's own fill to show if it has nothing. */
  partner: {
    frame: HTMLIFrameElement | null
    fallback: AdFill | null
    timer: ReturnType<typeof setTimeout> | null
  } | null
  unregister: () => void
}

type Runtime = {
  slots: Map<HTMLElement, Slot>
  near: IntersectionObserver | null
  view: IntersectionObserver | null
  /** The sticky rules of this page: `apply` after a fill, `stop` when the page goes (a client navigation). */
  sticky: { apply: () => void; stop: () => void } | null
  pageBucket: { path: string; bucket: number } | null
  /** The slot ids the last decisions left to the programmatic partner (consent is asked of the guard). */
  partnerIds: Set<string>
  /** This page view's ad-block detection, and whether its sticky ads stay when blocked (the last decision's). */
  detector: BlockDetector | null
  stickyWhenBlocked: boolean
}

const state: Runtime = {
  slots: new Map(),
  near: null,
  view: null,
  sticky: null,
  pageBucket: null,
  partnerIds: new Set(),
  detector: null,
  stickyWhenBlocked: false,
}
let started = false

function storage(kind: 'local' | 'session'): (KeyValueStorage & Partial<Pick<Storage, 'removeItem'>>) | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

/** Where ad frequency caps are kept: the browser's storage with advertising consent, none without (forgotten). */
function adStorage(): KeyValueStorage | null {
  const local = storage('local')
  if (consentAllows('advertising')) return local
  try {
    local?.removeItem?.(READER_KEYS.adViews)
  } catch {
    // Blocked storage holds nothing to forget.
  }
  return null
}

/**
 * The bucket the decision picks by: the reader's (kept for the visit, as the promotions' is) with advertising
 * consent; without it, one drawn for this page view and kept nowhere.
 */
function bucketFor(page: PlacementPage): number {
  if (consentAllows('advertising')) {
    return readerBucket(consentedStorage(storage('local'), personalisationAllowed()), storage('session'))
  }
  if (state.pageBucket?.path !== page.path)
    state.pageBucket = { path: page.path, bucket: Math.min(99, Math.floor(Math.random() * 100)) }
  return state.pageBucket.bucket
}

/** The request for these slots: the page's context, the reader's width, and (with consent only) the caps. */
export function adDecisionBody(
  page: PlacementPage,
  asks: readonly Ask[],
  reader: { width: number; bucket: number; capped: string[] },
): AdDecisionRequest {
  // A refreshed slot asks with a shifted bucket, so it may show another creative of the same campaigns.
  const shift = Math.max(0, ...asks.map((a) => a.refresh)) * 37
  return {
    path: page.path,
    section: page.section,
    template: page.ads?.template ?? page.pageType,
    categorySlugs: page.categorySlugs,
    keywords: page.kMetas,
    deviceType: deviceTypeForWidth(reader.width),
    sensitive: page.ads?.sensitive ?? false,
    bucket: (reader.bucket + shift) % 100,
    cappedCampaigns: reader.capped,
    slots: asks.map(({ id, position, size }) => ({ id, position, size })),
  }
}

async function decide(
  page: PlacementPage,
  asks: { name: string; ask: unknown }[],
): Promise<Record<string, unknown>> {
  const slotAsks = asks.map((a) => a.ask as Ask)
  const body = adDecisionBody(page, slotAsks, {
    width: window.innerWidth,
    bucket: bucketFor(page),
    capped: cappedDrivers(adStorage(), Date.now(), READER_KEYS.adViews),
  })
  const call = placementFetch()(AD_DECISION_API, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).then(
    async (res) => {
      if (!res.ok) {
        track({ name: 'metric', metric: 'ui.fetch.error', type: 'increment', status: res.status })
        throw new Error(`Fetch failure: ${AD_DECISION_API} ${res.status}`)
      }
      return (await res.json()) as AdDecisionResponse
    },
    (error: unknown): AdDecisionResponse => {
      // No answer at all while online: a blocker stopped the page's own ad request. Not an error of the site:
      // counted as a blocked page view, and the slots are answered "nothing".
      if (!looksBlocked(error, navigator.onLine)) throw error
      sign('request-blocked')
      return { slots: {}, partner: [], stickyWhenBlocked: false }
    },
  )
  const answer = await waitForDecision(call)
  if (!answer) {
    // 002 §4.9: not within 10 s; the slots close (where nobody sees them go).
    track({ name: 'metric', metric: 'ads.decision.timeout', type: 'increment' })
    return {}
  }
  state.stickyWhenBlocked = answer.stickyWhenBlocked === true
  // Element hiding may come late (a blocker's list applied after the page loaded): look again while looking.
  lookForBait()
  const partner = new Set(Array.isArray(answer.partner) ? answer.partner : [])
  for (const { ask } of asks) {
    const id = (ask as Ask).id
    if (partner.has(id)) state.partnerIds.add(id)
    else state.partnerIds.delete(id)
  }
  return Object.fromEntries(asks.map(({ name, ask }) => [name, answer.slots?.[(ask as Ask).id] ?? null]))
}

/** Whether a face is shown at this width (its media query), so its slot is asked for. */
function isShown(box: HTMLElement): boolean {
  return box.getClientRects().length > 0 || getComputedStyle(box).visibility === 'hidden'
}

function sizeOf(box: HTMLElement): AdSizeName | null {
  const label = box.dataset.adSize
  const found = (Object.keys(AD_SIZES) as AdSizeName[]).find(
    (k) => `${AD_SIZES[k].width}x${AD_SIZES[k].height}` === label,
  )
  return found ?? null
}

function clearTimer(slot: Slot): void {
  if (slot.timer !== null) clearTimeout(slot.timer)
  slot.timer = null
}

const isPartnerFill = (fill: AdFill | null): boolean => fill?.creative.campaignId === PARTNER_CAMPAIGN_ID

/** What the counts and the viewability rules see of a slot the partner filled. */
function partnerFill(size: AdSizeName): AdFill {
  return {
    creative: {
      id: '',
      campaignId: PARTNER_CAMPAIGN_ID,
      size,
      format: 'image',
      image: null,
      headline: null,
      text: null,
      sponsor: '',
    },
    clickUrl: '',
    frequencyCap: null,
  }
}

function endPartnerTurn(slot: Slot): void {
  if (slot.partner?.timer) clearTimeout(slot.partner.timer)
  slot.partner = null
}

/**
 * The programmatic partner's turn for a slot the decision left to it, once the slot is near: the frame (when
 * the guard allows: consent to advertising, a listed tag) goes in the slot's place and asks the partner; the
 * site's own fill (a house ad) or nothing follows if the partner has no ad, or the guard refuses.
 */
function offerToPartner(slot: Slot): void {
  const turn = slot.partner
  if (!turn || turn.frame) return
  const sensitive = currentPlacementPage().ads?.sensitive ?? true
  const src = sensitive ? null : adPartnerFrameSrc({ size: slot.ask.size, position: slot.ask.position })
  if (!src) {
    partnerAnswered(slot, false)
    return
  }
  turn.frame = partnerFrameElement(document, src, AD_SIZES[slot.ask.size], CLASSES.frame)
  turn.timer = setTimeout(() => partnerAnswered(slot, false), PARTNER_WAIT_MS)
  slot.place.replaceChildren(turn.frame)
}

function partnerAnswered(slot: Slot, isFilled: boolean): void {
  const turn = slot.partner
  if (!turn) return
  if (isFilled && turn.frame) {
    if (turn.timer) clearTimeout(turn.timer)
    turn.timer = null
    show(slot, partnerFill(slot.ask.size), turn.frame)
    return
  }
  endPartnerTurn(slot)
  if (turn.fallback) show(slot, turn.fallback)
  else {
    if (!slot.shown) slot.place.replaceChildren()
    miss(slot)
  }
}

/** A partner frame's answer (its message names no slot: the frame's window does). */
function onPartnerMessage(event: MessageEvent): void {
  const data = event.data as { type?: unknown; filled?: unknown } | null
  if (!data || data.type !== PARTNER_MESSAGE || typeof data.filled !== 'boolean' || !event.source) return
  for (const slot of state.slots.values()) {
    if (slot.partner?.frame?.contentWindow === event.source) {
      partnerAnswered(slot, data.filled)
      return
    }
  }
}

/** Shows a fill in the slot's place (the place keeps its height: nothing moves). */
function show(slot: Slot, fill: AdFill, element?: HTMLElement): void {
  const link = element ?? creativeElement(document, fill, CLASSES)
  if (slot.place.firstElementChild !== link || slot.place.childElementCount !== 1)
    slot.place.replaceChildren(link)
  if (slot.partner && slot.partner.frame !== link) endPartnerTurn(slot)
  slot.shown = fill
  slot.waiting = null
  slot.box.dataset.filled = 'true'
  slot.box.removeAttribute('data-collapsed')
  countAd('fill', slot.ask.position, fill.creative.campaignId, fill.creative.id)
  slot.view = filled(Date.now())
  clearTimer(slot)
  state.view?.unobserve(slot.place)
  state.view?.observe(slot.place)
  state.sticky?.apply()
}

/** Nothing for the slot: it stays reserved while in or above the screen, and closes once wholly below it. */
function miss(slot: Slot): void {
  if (slot.shown) return // a refresh that found nothing keeps the ad there is
  slot.box.dataset.filled = 'false'
  collapseIfBelow(slot)
}

function collapseIfBelow(slot: Slot): void {
  if (slot.box.dataset.filled !== 'false') return
  if (slot.box.getBoundingClientRect().top >= window.innerHeight) slot.box.setAttribute('data-collapsed', '')
}

function update(slot: Slot): void {
  const { stage } = placementState(slot.name)
  slot.box.dataset.stage = stage
  const answered = stage === 'loaded' || stage === 'not_found'
  const fill = stage === 'loaded' ? (placementContent(slot.name) as AdFill | null) : null
  if (answered && state.partnerIds.has(slot.ask.id) && !slot.closed) {
    // A slot no paid campaign fills: the partner's turn first (when near), the house ad after.
    if (slot.partner || (fill !== null && fill === slot.shown)) return
    slot.partner = { frame: null, fallback: fill, timer: null }
    slot.waiting = null
    if (slot.near) offerToPartner(slot)
    return
  }
  if (stage === 'loaded') {
    if (!fill || fill === slot.shown) return
    if (slot.near && !slot.closed) show(slot, fill)
    else slot.waiting = fill
  } else if (stage === 'not_found' || stage === 'error') {
    miss(slot)
  }
}

/** After a viewable count, when the slot may next refresh: 30 s after it filled, 2 s in view. */
function scheduleRefresh(slot: Slot): void {
  clearTimer(slot)
  const view = slot.view
  if (!view || view.inViewSince === null || slot.closed) return
  const at = Math.max(view.filledAt + 30_000, view.inViewSince + 2_000)
  slot.timer = setTimeout(
    () => {
      slot.timer = null
      const now = Date.now()
      if (slot.view && mayRefresh(slot.view, now) && !slot.closed) {
        slot.ask = { ...slot.ask, refresh: slot.ask.refresh + 1 }
        requeuePlacement(slot.name, slot.ask)
      }
    },
    Math.max(0, at - Date.now()),
  )
}

function onViewChange(slot: Slot, ratio: number): void {
  if (!slot.view || !slot.shown) return
  const now = Date.now()
  slot.view = seen(slot.view, ratio, now)
  clearTimer(slot)
  if (slot.view.inViewSince === null) return
  if (slot.view.counted) {
    scheduleRefresh(slot)
    return
  }
  slot.timer = setTimeout(() => {
    slot.timer = null
    if (!slot.view || !slot.shown) return
    const result = viewableAt(slot.view, Date.now())
    slot.view = result.view
    if (result.count) {
      const { creative, frequencyCap } = slot.shown
      countAd('viewable', slot.ask.position, creative.campaignId, creative.id)
      if (!isPartnerFill(slot.shown))
        recordDriverView(
          adStorage(),
          { _uuid: creative.campaignId, frequencyCap },
          Date.now(),
          READER_KEYS.adViews,
        )
      scheduleRefresh(slot)
    }
  }, VIEWABLE_MS)
}

/** Whether this page view's sticky ads go (001 §6: not when blocked, unless the editors allow it). */
function stickyNow(): boolean {
  return stickyAllowed(state.detector?.blocked != null, state.stickyWhenBlocked)
}

/** A sign of a blocker: the first (within the detection time-out) counts the page view as blocked, once. */
function sign(kind: BlockSign): void {
  if (!state.detector) return
  const result = observeSign(state.detector, kind, Date.now())
  state.detector = result.detector
  if (!result.newlyBlocked) return
  track({ name: 'metric', metric: 'ads.blocked', type: 'increment', status: kind })
  countBlockedPageView()
  if (stickyNow()) return
  // 001 §6: the blocked page loses its sticky ads: nothing pinned, the phone's fixed leaderboard gone.
  state.sticky?.stop()
  state.sticky = null
  for (const slot of state.slots.values()) if (slot.ask.position === 'MLB1') closeSlot(slot)
}

function lookForBait(): void {
  if (!state.detector || !stillLooking(state.detector, Date.now())) return
  if (baitHidden(document)) sign('bait-hidden')
}

/** Closes a slot for the rest of the page (the phone leaderboard's close button, or a blocked page). */
function closeSlot(slot: Slot): void {
  slot.closed = true
  clearTimer(slot)
  endPartnerTurn(slot)
  slot.box.setAttribute('data-closed', '')
}

/** The slot an observed element (its box or its place) belongs to. */
const slotsByElement = new WeakMap<Element, Slot>()
const slotOf = (el: Element): Slot | undefined => slotsByElement.get(el)

/**
 * 001 §4 from 768 px up: the top leaderboard (DLB1) stays pinned at the top of the screen once its place has
 * scrolled away, and is hidden 3 s later; while it is hidden, the last in-body leaderboard scrolled past is
 * pinned, and let go when its place shows again.
 */
function startSticky(): Runtime['sticky'] {
  const wide = window.matchMedia('(min-width: 768px)')
  const slots = [...state.slots.values()]
  const top = slots.find((s) => s.ask.position === 'DLB1')
  if (!wide.matches || !top) return null
  const inline = slots.filter((s) => s.ask.position === 'DLB2')
  let board: LeaderboardState = LEADERBOARD_IN_VIEW
  let timer: ReturnType<typeof setTimeout> | null = null
  let frame = 0

  const pin = (slot: Slot, on: boolean) => {
    const link = slot.place.firstElementChild as HTMLElement | null
    if (!link) return
    link.classList.toggle(CLASSES.pinned, on)
    const size = AD_SIZES[slot.ask.size]
    link.style.width = on ? `${size.width}px` : ''
    link.style.height = on ? `${size.height}px` : ''
    if (on) slot.box.setAttribute('data-pinned', '')
    else slot.box.removeAttribute('data-pinned')
  }

  const apply = () => {
    const now = Date.now()
    const hidden = leaderboardHidden(board, now)
    pin(top, board.outOfViewSince !== null && !hidden)
    if (hidden) top.place.setAttribute('data-hidden', '')
    else top.place.removeAttribute('data-hidden')
    const attached = attachedInlineAd(
      inline.map((s) => s.box.getBoundingClientRect().bottom),
      hidden,
    )
    inline.forEach((s, i) => {
      pin(s, i === attached && s.shown !== null)
    })
    if (timer) clearTimeout(timer)
    const next = leaderboardNextChange(board, now)
    timer = next === null ? null : setTimeout(apply, next - now)
  }

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) board = leaderboardSeen(board, entry.isIntersecting, Date.now())
    apply()
  })
  observer.observe(top.place)
  const onScroll = () => {
    if (frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      if (leaderboardHidden(board, Date.now())) apply()
    })
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  /** Stops the rules and lets go of what they pinned or hid. */
  const stop = () => {
    observer.disconnect()
    window.removeEventListener('scroll', onScroll)
    if (timer) clearTimeout(timer)
    if (frame) cancelAnimationFrame(frame)
    for (const slot of [top, ...inline]) pin(slot, false)
    top.place.removeAttribute('data-hidden')
  }
  return { apply, stop }
}

function scan(): void {
  const page = currentPlacementPage()
  if (!page.ads) return
  const boxes = [...document.querySelectorAll<HTMLElement>('[data-ad-slot]')].filter(isShown)
  for (const box of boxes) {
    const position = box.dataset.adPosition
    const size = sizeOf(box)
    const place = box.querySelector<HTMLElement>(`.${CLASSES.place}`)
    const id = box.dataset.adSlot
    if (!isAdPosition(position) || !size || !place || !id || state.slots.has(box)) continue
    const slot: Slot = {
      name: `${KIND}:${id}`,
      box,
      place,
      ask: { id, position: position as AdPosition, size, refresh: 0 },
      near: false,
      shown: null,
      waiting: null,
      view: null,
      timer: null,
      closed: false,
      partner: null,
      unregister: () => {},
    }
    state.slots.set(box, slot)
    slotsByElement.set(box, slot)
    slotsByElement.set(place, slot)
    slot.unregister = registerPlacement(slot.name, { kind: KIND, ask: slot.ask }, () => update(slot))
    update(slot)
    countAd('request', slot.ask.position)
    state.near?.observe(box)
    const close = box.querySelector<HTMLButtonElement>('[data-ad-close]')
    // 001 §2: closed for the rest of this page.
    close?.addEventListener('click', () => closeSlot(slot))
  }
  // The bait is looked at when the first decision answers (with the editors' setting for blocked pages).
  state.detector = startDetector(Date.now())
  state.sticky = stickyNow() ? startSticky() : null
}

function forget(): void {
  for (const slot of state.slots.values()) {
    clearTimer(slot)
    endPartnerTurn(slot)
    slot.unregister()
  }
  state.slots.clear()
  state.partnerIds.clear()
  state.near?.disconnect()
  state.view?.disconnect()
  state.sticky?.stop()
  state.sticky = null
}

/** Starts the ads of this page (once per document; a client-side navigation scans the new page's slots). */
export function startAds(): void {
  if (started || typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return
  started = true
  registerPlacementKind(KIND, decide)
  window.addEventListener('message', onPartnerMessage)
  state.near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const slot = slotOf(entry.target)
        if (!slot) continue
        slot.near = entry.isIntersecting
        if (slot.near && slot.waiting && !slot.closed) show(slot, slot.waiting)
        if (slot.near && slot.partner && !slot.closed) offerToPartner(slot)
        if (!slot.near) collapseIfBelow(slot)
      }
    },
    { rootMargin: NEAR_MARGIN },
  )
  state.view = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const slot = slotOf(entry.target)
        if (slot) onViewChange(slot, entry.isIntersecting ? entry.intersectionRatio : 0)
      }
    },
    { threshold: [0, VIEWABLE_RATIO, 1] },
  )
  onPlacementPageChange((previous) => {
    if (previous && previous.path === currentPlacementPage().path) return
    forget()
    scan()
  })
  try {
    scan()
  } catch (error) {
    reportError(error, { where: 'ads.start' })
  }
}
