/*
 * Printing one recipe card: the "Print recipe" button marks everything on the page outside the card (the
 * siblings of the card and of each of its ancestors) with a class the print stylesheet hides, names the card
 * on <html> (`data-print-recipe`), prints, and undoes both after printing. DOM only: client code imports it.
 */

/** Set on <html> while one card is being printed: the card's id. */
export const PRINT_ATTRIBUTE = 'data-print-recipe'

/**
 * Marks everything outside `card` with `hideClass` and names the card on <html>. Returns the function that
 * undoes exactly that (elements already marked stay marked).
 */
export function printOnly(card: HTMLElement, hideClass: string): () => void {
  const doc = card.ownerDocument
  const marked: HTMLElement[] = []
  let node: HTMLElement = card
  while (node.parentElement && node !== doc.body) {
    const parent: HTMLElement = node.parentElement
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue
      if (sibling.classList.contains(hideClass)) continue
      sibling.classList.add(hideClass)
      marked.push(sibling)
    }
    node = parent
  }
  doc.documentElement.setAttribute(PRINT_ATTRIBUTE, card.id)
  return () => {
    for (const el of marked) el.classList.remove(hideClass)
    if (doc.documentElement.getAttribute(PRINT_ATTRIBUTE) === card.id) {
      doc.documentElement.removeAttribute(PRINT_ATTRIBUTE)
    }
  }
}

/** Prints only `card`: marks the rest, opens the print dialog, and clears the marks after printing. */
export function printRecipe(card: HTMLElement, hideClass: string): void {
  const win = card.ownerDocument.defaultView
  if (!win) return
  const undo = printOnly(card, hideClass)
  let done = false
  const finish = () => {
    if (done) return
    done = true
    win.removeEventListener('afterprint', finish)
    undo()
  }
  win.addEventListener('afterprint', finish)
  try {
    win.print()
  } catch {
    finish()
  }
}
