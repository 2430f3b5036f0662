/*
 * The page navigations the account islands make after a sign-out or a deletion: the browser boundary, in
 * one object so component tests can watch it (jsdom cannot navigate).
 */
export const pageNavigation = {
  /** Reload the page (after signing out: the cached page, now without a session). */
  reload(): void {
    window.location.reload()
  },
  /** Go to `path` with a full page load. */
  assign(path: string): void {
    window.location.assign(path)
  },
}
