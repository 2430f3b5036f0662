import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { tickerHeroBlock, validateLines, validatePhrases } from './TickerHero.config'

/** Every field that stores something (rows and groups opened up), with its path. */
function dataFields(fields: Field[], prefix = ''): [string, Field][] {
  return fields.flatMap((field): [string, Field][] => {
    if (field.type === 'row' || field.type === 'collapsible') return dataFields(field.fields, prefix)
    if (!('name' in field)) return []
    const path = `${prefix}${field.name}`
    const own: [string, Field] = [path, field]
    if (field.type === 'group' || field.type === 'array')
      return [own, ...dataFields(field.fields, `${path}.`)]
    return [own]
  })
}
const field = (path: string) => dataFields(tickerHeroBlock.fields).find(([p]) => p === path)![1]
const validate = (path: string, value: unknown) =>
  (field(path) as unknown as { validate: (v: unknown, o: object) => unknown }).validate(value, {})

describe('the ticker hero block editors fill', () => {
  it('keeps the spec’s field names', () => {
    expect(dataFields(tickerHeroBlock.fields).map(([path]) => path)).toEqual([
      'tickerHeadline',
      'tickerHeadline.beforeText',
      'tickerHeadline.items',
      'tickerHeadline.items.text',
      'tickerHeadline.afterText',
      'heroDescription',
      'heroDescription.line',
      'heroImage',
      'colorTheme',
      'heroCtaText',
      'heroCtaUrl',
    ])
  })

  it('labels every field and explains it in the editor’s words', () => {
    for (const [path, f] of dataFields(tickerHeroBlock.fields)) {
      expect('label' in f && typeof f.label === 'string' && f.label.length > 2, path).toBe(true)
      const help = (f.admin as { description?: unknown } | undefined)?.description
      expect(typeof help === 'string' && help.length > 10, path).toBe(true)
      expect(help as string, path).not.toMatch(/§|\b000\b|001/)
    }
  })

  it('needs at least one changing phrase, and at most six', () => {
    expect(validatePhrases([])).toBe('Add at least one changing phrase, e.g. "tonight".')
    expect(validatePhrases([{ text: 'tonight' }])).toBe(true)
    expect(validatePhrases(7)).toBe(
      'The headline takes at most 6 changing phrases; this one has 7. Remove 1.',
    )
    expect(validateLines(4)).toBe(true)
    expect(validateLines(6)).toBe('The description takes at most 4 lines; this one has 6. Remove 2.')
  })

  it('states every length limit as the editor types and refuses to publish past it', () => {
    expect(validate('tickerHeadline.items.text', 'x'.repeat(31))).toBe(
      'Phrase can be at most 30 characters; this one has 31. Shorten it by 1.',
    )
    expect(validate('tickerHeadline.items.text', ' ')).toBe('Type the phrase, or remove this row.')
    expect(validate('tickerHeadline.beforeText', '')).toBe(true)
    const limited = dataFields(tickerHeroBlock.fields).filter(
      ([, f]) => f.type === 'text' && f.name !== 'heroCtaUrl',
    )
    for (const [path, f] of limited) {
      const after = (f.admin as { components?: { afterInput?: unknown[] } }).components?.afterInput
      expect(after, path).toHaveLength(1)
    }
  })

  it('offers the site themes, mint by default, and checks the button link', () => {
    expect(field('colorTheme')).toMatchObject({ type: 'select', defaultValue: 'mint', required: true })
    expect(validate('heroCtaUrl', '/fitness/walking-for-heart-health')).toBe(true)
    expect(validate('heroCtaUrl', 'javascript:alert(1)')).toMatch(/not allowed/)
  })
})
