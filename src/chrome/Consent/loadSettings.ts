/**
 * The privacy settings dialog's code, loaded only when a reader heads for it (hover or focus on Settings or
 * Privacy choices) or opens it: never with the page. A failed load is tried again next time.
 */
type SettingsModule = typeof import('./ConsentSettings.client')

let pending: Promise<SettingsModule> | null = null

export function loadSettings(): Promise<SettingsModule> {
  pending ??= import('./ConsentSettings.client').catch((error: unknown) => {
    pending = null
    throw error
  })
  return pending
}
