/* Client-side helper: import only from *.client.tsx leaves (the header menus and the modal use it). */

const holders = new Set<string>()

/**
 * Lock page scrolling while a menu is open (001 §4). Reference-counted by holder so two menus do not
 * unlock each other. The CSS rule is `:root[data-scroll-lock] { overflow: hidden }` with a stable
 * scrollbar gutter, so locking causes no layout shift.
 */
export function setScrollLock(holder: string, locked: boolean): void {
  if (typeof document === 'undefined') return
  if (locked) holders.add(holder)
  else holders.delete(holder)
  if (holders.size) document.documentElement.setAttribute('data-scroll-lock', '')
  else document.documentElement.removeAttribute('data-scroll-lock')
}
