import { jsonForScript } from '@/lib/scriptJson'
import type { PrivacyConfig } from '@/privacy/consent/browser'

/**
 * The page's privacy settings as the text of `<script id="wr-privacy" type="application/json">`: JSON with
 * `<`, `>`, `&` and the two JavaScript line separators escaped, so no value (a third party's name from the
 * operator's configuration) can close the script or open a comment. `JSON.parse` reads it back unchanged.
 */
export function privacyConfigJson(config: PrivacyConfig): string {
  return jsonForScript(config)
}
