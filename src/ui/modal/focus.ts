/*
 * Focus and inertness helpers for the site's modal (`Modal.client.tsx`). Plain DOM, no React: import from
 * client code only (they touch `document`).
 */

/** What can take focus with the keyboard inside a container. */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',')

/**
 * The elements inside `container` that Tab reaches, in document order: no negative tabindex, nothing under
 * a `hidden` or `inert` element inside the container (the container itself may be either: the caller
 * decided to look inside it).
 */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    if (el.tabIndex < 0) return false
    for (let node: HTMLElement | null = el; node && node !== container; node = node.parentElement) {
      if (node.hidden || node.hasAttribute('inert')) return false
    }
    return true
  })
}

/**
 * Where Tab (or Shift+Tab) from stop `current` of `count` should go to stay inside the list: the index to
 * focus, or null to let the browser move on its own (the next stop is still inside). `current` is -1 when
 * focus is on none of the stops (the dialog itself, or somewhere outside).
 */
export function trappedTabTarget(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null
  if (backwards) return current <= 0 ? count - 1 : null
  return current === -1 || current >= count - 1 ? 0 : null
}

/**
 * Makes everything on the page but `keep` (and its ancestors) inert, the way a modal dialog does: the
 * siblings of `keep` and of each of its ancestors up to <body> get `inert` (no focus, no clicks, hidden
 * from assistive technology) and `markClass` (the modal's print rule hides them, so only the dialog
 * prints). Returns a function that undoes exactly what it did (elements already inert stay inert).
 */
export function inertOutside(keep: HTMLElement, markClass?: string): () => void {
  const changed: HTMLElement[] = []
  let node: HTMLElement = keep
  while (node.parentElement && node !== document.body) {
    const parent: HTMLElement = node.parentElement
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue
      if (sibling.hasAttribute('inert') || /^(SCRIPT|STYLE|TEMPLATE|LINK|META)$/.test(sibling.tagName))
        continue
      sibling.setAttribute('inert', '')
      if (markClass) sibling.classList.add(markClass)
      changed.push(sibling)
    }
    node = parent
  }
  return () => {
    for (const el of changed) {
      el.removeAttribute('inert')
      if (markClass) el.classList.remove(markClass)
    }
  }
}
