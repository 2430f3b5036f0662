import { COLOR_FORMAT_MESSAGE, colorField, colorProblem, contrastSummary } from './color'

describe('colorProblem', () => {
  it.each([
    ['#0b6e5e', null],
    ['#FFF', null],
    ['ivory', null],
    ['rgb(10, 20, 30)', null],
    ['red; background-image:url(x)', COLOR_FORMAT_MESSAGE],
    ['url(javascript:alert(1))', COLOR_FORMAT_MESSAGE],
    ['rgba(0,0,0,0.5)', COLOR_FORMAT_MESSAGE],
    ['#12345', COLOR_FORMAT_MESSAGE],
  ])('%s → %s', (value, expected) => {
    expect(colorProblem(value)).toBe(expected)
  })
})

describe('contrastSummary', () => {
  it('calls white on brand green readable, with the ratio', () => {
    expect(contrastSummary('#0b6e5e', '#ffffff')).toEqual({
      ratio: 6.2,
      readable: true,
      text: 'Contrast with the text: 6.2:1, readable.',
    })
  })
  it('warns when the text would be hard to read, and says what the site does', () => {
    const summary = contrastSummary('#ffff00', '#ffffff')
    expect(summary?.readable).toBe(false)
    expect(summary?.text).toMatch(
      /too low to read comfortably \(needs 4.5:1\)\. The site will use its default colours instead\./,
    )
  })
  it('has nothing to say about an invalid colour', () => {
    expect(contrastSummary('nope', '#ffffff')).toBeNull()
  })
})

describe('colorField', () => {
  const field = colorField({ name: 'backgroundColor', contrastWith: '#ffffff' })
  const validate = field.validate as (v: unknown, o: object) => string | true
  const normalise = field.hooks!.beforeChange![0] as (args: { value: unknown }) => unknown

  it('validates and saves colours as #rrggbb', () => {
    expect(validate('', {})).toBe(true)
    expect(validate('not a colour', {})).toBe(COLOR_FORMAT_MESSAGE)
    expect(normalise({ value: 'Ivory' })).toBe('#fffff0')
    expect(normalise({ value: '#ABC' })).toBe('#aabbcc')
  })

  it('uses the colour picker in the admin, telling it what to check the contrast against', () => {
    expect(field.admin?.components?.Field).toMatchObject({
      path: '@/cms/admin/ColorField.client#ColorField',
      clientProps: { contrastWith: '#ffffff' },
    })
  })
})
