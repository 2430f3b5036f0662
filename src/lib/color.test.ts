import {
  contrastRatio,
  luminance,
  MIN_CONTRAST,
  parseColor,
  readableBackground,
  sanitizeColor,
  toHex,
} from './color'
import { parseRgbColor } from './colorMath'
import { NAMED_COLORS } from './namedColors'

describe('sanitizeColor', () => {
  it.each<[unknown, string | null]>([
    ['#0b6e5e', '#0b6e5e'],
    ['#0B6E5E', '#0b6e5e'],
    ['  #fff ', '#ffffff'],
    ['#abc', '#aabbcc'],
    ['rgb(11, 110, 94)', '#0b6e5e'],
    ['rgb(0 0 0)', '#000000'],
    ['RGB(255,255,255)', '#ffffff'],
    ['navy', '#000080'],
    ['RebeccaPurple', '#663399'],
    ['white', '#ffffff'],
    ['#0b6e5e80', null],
    ['#abcd', null],
    ['#12345', null],
    ['#ggg', null],
    ['rgb(256, 0, 0)', null],
    ['rgb(-1, 0, 0)', null],
    ['rgb(10%, 0%, 0%)', null],
    ['rgba(0, 0, 0, 0.5)', null],
    ['rgb(0 0 0 / 50%)', null],
    ['rgb(0, 0 0)', null],
    ['hsl(0, 0%, 0%)', null],
    ['transparent', null],
    ['currentcolor', null],
    ['var(--color-brand)', null],
    ['red; background: url(https://evil.example/x.png)', null],
    ['url(x)', null],
    ['notacolour', null],
    ['', null],
    [null, null],
    [undefined, null],
    [0x0b6e5e, null],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeColor(input)).toBe(expected)
  })

  it.each([
    'red; background-image:url(x)',
    'url(javascript:alert(1))',
    'javascript:alert(1)',
    'expression(alert(1))',
    '#fff;color:red',
    'rgb(0,0,0);x:y',
    '<script>',
  ])('refuses the injection attempt %j', (input) => {
    expect(sanitizeColor(input)).toBeNull()
  })
})

describe('parseColor / toHex', () => {
  it.each<[string, readonly [number, number, number]]>([
    ['#0b6e5e', [11, 110, 94]],
    ['rgb(1 2 3)', [1, 2, 3]],
    ['black', [0, 0, 0]],
  ])('%s → %j and back', (input, rgb) => {
    expect(parseColor(input)).toEqual(rgb)
    expect(toHex(parseColor(input)!)).toBe(sanitizeColor(input))
  })

  it('knows all 148 CSS named colours, each an opaque #rrggbb', () => {
    expect(NAMED_COLORS.size).toBe(148)
    for (const [name, hex] of NAMED_COLORS) expect(sanitizeColor(name), name).toBe(hex)
  })
})

describe('contrast', () => {
  it.each<[string, string, number]>([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
  ])('contrast of %s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(parseColor(a)!, parseColor(b)!)).toBeCloseTo(ratio, 5)
  })

  it.each<[string, number]>([
    ['#000000', 0],
    ['#ffffff', 1],
  ])('luminance of %s is %s', (hex, l) => {
    expect(luminance(parseColor(hex)!)).toBeCloseTo(l, 10)
  })

  it('MIN_CONTRAST is WCAG 2 AA for normal text', () => {
    expect(MIN_CONTRAST).toBe(4.5)
  })
})

describe('readableBackground', () => {
  it.each<[string, unknown, string, string | null]>([
    ['a pale background under dark text is kept', '#f3f7ee', '#1b2330', '#f3f7ee'],
    ['named colours are normalised', 'ivory', '#1b2330', '#fffff0'],
    ['a dark background under dark text is refused', 'navy', '#1b2330', null],
    ['just over 4.5:1 is kept', '#767676', '#ffffff', '#767676'],
    ['just under 4.5:1 is refused', '#777777', '#ffffff', null],
    ['an injection attempt is refused', 'red; background-image:url(x)', '#ffffff', null],
    ['a url() is refused', 'url(javascript:alert(1))', '#ffffff', null],
    ['a non-string is refused', 0xffffff, '#1b2330', null],
    ['an unreadable text colour refuses everything', '#ffffff', 'not-a-colour', null],
  ])('%s', (_label, value, text, expected) => {
    expect(readableBackground(value, text)).toBe(expected)
  })

  it('takes a stricter minimum', () => {
    expect(readableBackground('#767676', '#ffffff', 7)).toBeNull()
  })
})

describe('parseRgbColor (colorMath: what browser code reads stored colours with)', () => {
  it('takes the same hex and rgb() colours as parseColor, and no names (they stay out of readers’ downloads)', () => {
    for (const value of ['#0b6e5e', '#FFF', 'rgb(11, 110, 94)', 'rgb(11 110 94)'])
      expect(parseRgbColor(value), value).toEqual(parseColor(value))
    expect(parseColor('rebeccapurple')).toEqual([102, 51, 153])
    expect(parseRgbColor('rebeccapurple')).toBeNull()
    expect(parseRgbColor('red; background: url(x)')).toBeNull()
  })
})
