import fs from 'node:fs'
import path from 'node:path'

/**
 * A certificate or key from the configuration: the PEM text itself, or the path of a PEM file. Environment
 * variables often carry PEM text with its line breaks written as `\n`; those are turned back into breaks.
 */
export function readPem(value: string): string {
  const inline = value.replace(/\\n/g, '\n').trim()
  if (inline.startsWith('-----BEGIN ')) return `${inline}\n`
  const text = fs.readFileSync(path.resolve(/*turbopackIgnore: true*/ value.trim()), 'utf8')
  if (!text.includes('-----BEGIN ')) throw new Error('The file does not hold a PEM certificate or key.')
  return text
}
