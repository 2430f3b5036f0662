import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from './nav'

type Timer = ReturnType<typeof setTimeout>

/**
 * Which flyout is open, and the hover timing rules (001 §4 "Menu flyout"): a flyout opens 350 ms after the
 * pointer arrives on its item (at once if another flyout is already open), closes 350 ms after the pointer
 * leaves, and closes at once on Escape, scroll, tabbing out or a click outside. Keyboard focus opens it at
 * once. No React: the client leaf forwards events and renders `open`.
 */
export class FlyoutController {
  private openId: string | null = null
  private openTimer: Timer | null = null
  private closeTimer: Timer | null = null
  private hoverOpenedAt: number | null = null

  constructor(private readonly onChange: (openId: string | null) => void) {}

  get open(): string | null {
    return this.openId
  }

  private set(id: string | null) {
    this.clearTimers()
    this.hoverOpenedAt = null
    if (id === this.openId) return
    this.openId = id
    this.onChange(id)
  }

  private clearTimers() {
    if (this.openTimer) clearTimeout(this.openTimer)
    if (this.closeTimer) clearTimeout(this.closeTimer)
    this.openTimer = null
    this.closeTimer = null
  }

  pointerEnter(id: string) {
    if (this.closeTimer) {
      clearTimeout(this.closeTimer)
      this.closeTimer = null
    }
    if (this.openId === id) return
    if (this.openId !== null) return this.set(id)
    if (this.openTimer) clearTimeout(this.openTimer)
    this.openTimer = setTimeout(() => {
      this.set(id)
      this.hoverOpenedAt = Date.now()
    }, HOVER_OPEN_DELAY_MS)
  }

  pointerLeave() {
    if (this.openTimer) {
      clearTimeout(this.openTimer)
      this.openTimer = null
    }
    if (this.openId === null || this.closeTimer) return
    this.closeTimer = setTimeout(() => this.set(null), HOVER_CLOSE_DELAY_MS)
  }

  focusOpen(id: string) {
    this.set(id)
  }

  /**
   * A click toggles, except just after the hover delay opened the same flyout: the reader who hovered and
   * then clicked meant to open it, not to close it again.
   */
  toggle(id: string, now = Date.now()) {
    if (this.openId === id && this.hoverOpenedAt !== null && now - this.hoverOpenedAt < 600) return
    this.set(this.openId === id ? null : id)
  }

  /** Escape, scroll, tabbing out, a click outside. */
  close() {
    this.set(null)
  }

  dispose() {
    this.clearTimers()
  }
}
