/** Which scroll buttons a horizontal list needs: only where there is more to scroll (1 px tolerance). */
export function scrollButtonsFor(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
): { left: boolean; right: boolean } {
  return { left: scrollLeft > 1, right: scrollLeft + clientWidth < scrollWidth - 1 }
}
