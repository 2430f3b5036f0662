/**
 * One value per process, shared by every module instance that asks for it by name.
 *
 * Next.js bundles pages, route handlers and instrumentation separately, and development reloads modules, so
 * a module-level `let` can exist several times in one process. Services that hold connections or indexes
 * (search index, Redis client, rate limiters) keep theirs here instead, keyed by a global symbol.
 */
export function singleton<T>(name: string, create: () => T): T {
  const scope = globalThis as unknown as Record<symbol, { value: T } | undefined>
  const key = Symbol.for(`wellread.${name}`)
  let slot = scope[key]
  if (!slot) {
    slot = { value: create() }
    scope[key] = slot
  }
  return slot.value
}

/** Forget a singleton (tests, or after closing what it held). */
export function dropSingleton(name: string): void {
  const scope = globalThis as unknown as Record<symbol, unknown>
  delete scope[Symbol.for(`wellread.${name}`)]
}
