import { en } from '@payloadcms/translations/languages/en'
import { adminWords } from './adminWords'

describe('admin words', () => {
  const payloadKeys = en.translations as unknown as Record<string, Record<string, string>>
  it.each(
    Object.entries(adminWords).flatMap(([group, words]) => Object.keys(words).map((key) => [group, key])),
  )('%s.%s is still one of Payload’s messages', (group, key) => {
    expect(typeof payloadKeys[group]?.[key]).toBe('string')
  })

  it('keeps Payload’s placeholders', () => {
    expect(adminWords.validation.requiresAtLeast).toContain('{{count}}')
    expect(adminWords.validation.requiresAtLeast).toContain('{{label}}')
  })
})
