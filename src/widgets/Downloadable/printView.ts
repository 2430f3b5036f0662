/**
 * Printing one element of the page: every element beside it and beside each of its ancestors is marked
 * `hiddenClass` (the module's print stylesheet hides those), and each ancestor `pathClass` (which drops the
 * page layout's margins, columns and widths in print), so the printout is the element alone, on as few pages
 * as it needs. Returns the undo. Marks only: on screen nothing changes.
 */
export function isolateForPrint(target: Element, hiddenClass: string, pathClass: string): () => void {
  const marked: Array<[Element, string]> = []
  const mark = (element: Element, name: string) => {
    if (element.classList.contains(name)) return
    element.classList.add(name)
    marked.push([element, name])
  }
  let node: Element = target
  while (node.parentElement && node !== node.ownerDocument.body) {
    const parent: Element = node.parentElement
    for (const sibling of Array.from(parent.children)) if (sibling !== node) mark(sibling, hiddenClass)
    if (parent !== node.ownerDocument.documentElement) mark(parent, pathClass)
    node = parent
  }
  return () => {
    for (const [element, name] of marked) element.classList.remove(name)
  }
}
