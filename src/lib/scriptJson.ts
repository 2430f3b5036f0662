/**
 * A value as JSON that is safe inside an HTML `<script>` (JSON-LD, the page's privacy settings, a frame's
 * setup): `<`, `>`, `&` and the two JavaScript line separators escaped, so no value can close the script or
 * open a comment. `JSON.parse` (and JavaScript) read it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
