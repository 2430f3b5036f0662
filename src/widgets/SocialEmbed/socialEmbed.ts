import { EMBED_PROVIDERS, type EmbedRef, parseEmbed } from '../embed/providers'

/** What a social-embed block shows: a supported embed, or nothing (000 §5: others render nothing). */
export function socialEmbedOf(code: unknown): EmbedRef | null {
  return parseEmbed(code)
}

/** The editor's message when the embed code is not one the site shows (null when fine or still empty). */
export function embedProblem(code: unknown): string | null {
  if (typeof code !== 'string' || !code.trim()) return null
  if (socialEmbedOf(code)) return null
  const names = Object.values(EMBED_PROVIDERS).map((p) => p.name)
  return `This embed code is not from a site we can show, so nothing would appear on the page. Paste a post or video address from ${names.slice(0, -1).join(', ')} or ${names.at(-1)}, or the embed code those sites give.`
}
