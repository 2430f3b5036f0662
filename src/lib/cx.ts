/** Class names joined with spaces, leaving out the ones that are off (`false`, `null`, `undefined`, ''). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
