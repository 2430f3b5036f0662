// @vitest-environment jsdom
import { colors } from '@/lib/tokens'
import { widgetBlocks } from './blocks.generated'
import { svgDataUrl, widgetImages } from './thumbnail'

const PREFIX = 'data:image/svg+xml,'
const svgOf = (url: string) => decodeURIComponent(url.slice(PREFIX.length))

function parseSvg(url: string): SVGSVGElement {
  const parsed = new DOMParser().parseFromString(svgOf(url), 'image/svg+xml')
  expect(parsed.querySelector('parsererror'), svgOf(url)).toBeNull()
  return parsed.documentElement as unknown as SVGSVGElement
}

const viewBox = (svg: SVGSVGElement) => svg.getAttribute('viewBox')?.split(' ').map(Number) ?? []

describe('svgDataUrl', () => {
  it('makes a complete SVG document a data URL, sized for an <img>', () => {
    const url = svgDataUrl('<rect width="4" height="2" fill="#0b6e5e"/>', 4, 2, 10)
    expect(url.startsWith(PREFIX)).toBe(true)
    expect(url).not.toMatch(/[<>"# ]/)
    expect(svgOf(url)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2" width="40" height="20"><rect width="4" height="2" fill="#0b6e5e"/></svg>',
    )
  })

  it('gives the icon and the thumbnail the same alt text', () => {
    const images = widgetImages({ alt: 'A square', icon: '', thumbnail: '' })
    expect(images.icon.alt).toBe('A square')
    expect(images.thumbnail.alt).toBe('A square')
  })
})

describe('every widget shows in the picker with a name, a one-line description and pictures', () => {
  const tokenColours = new Set(Object.values(colors).map((c) => c.toLowerCase()))

  it.each(widgetBlocks.map((block) => [block.slug, block] as const))('%s', (_slug, block) => {
    const singular = block.labels?.singular
    expect(typeof singular === 'string' && singular.trim().length > 0).toBe(true)

    const description = block.admin?.custom?.description as unknown
    expect(typeof description).toBe('string')
    expect((description as string).length).toBeGreaterThan(20)
    expect((description as string).length).toBeLessThanOrEqual(120)
    expect(description as string).not.toMatch(/\n|§|\b\d{3} §/)

    const images = block.admin?.images
    for (const kind of ['icon', 'thumbnail'] as const) {
      const image = images?.[kind]
      expect(typeof image, `${kind} is { url, alt }`).toBe('object')
      const { url, alt } = image as { url: string; alt?: string }
      expect(url.startsWith(PREFIX), `${kind} is an inline SVG`).toBe(true)
      expect(alt?.trim().length ?? 0, `${kind} has alt text`).toBeGreaterThan(10)

      const svg = parseSvg(url)
      expect(svg.tagName).toBe('svg')
      const [, , width, height] = viewBox(svg)
      expect(width! / height!, `${kind} proportions`).toBeCloseTo(kind === 'icon' ? 1 : 3 / 2)

      // Self-contained and in the site's colours: no links, scripts or external pictures.
      const source = svgOf(url)
      expect(source).not.toMatch(/<script|\bon\w+=|href=|url\(|<image/i)
      const used = source.match(/#[0-9a-f]{6}\b/gi) ?? []
      expect(used.length).toBeGreaterThan(0)
      for (const colour of used)
        expect(tokenColours, `${colour} is a site colour`).toContain(colour.toLowerCase())
    }
  })

  it('draws every widget differently', () => {
    const icons = widgetBlocks.map((block) => JSON.stringify(block.admin?.images?.icon))
    const thumbnails = widgetBlocks.map((block) => JSON.stringify(block.admin?.images?.thumbnail))
    expect(new Set(icons).size).toBe(widgetBlocks.length)
    expect(new Set(thumbnails).size).toBe(widgetBlocks.length)
  })
})
