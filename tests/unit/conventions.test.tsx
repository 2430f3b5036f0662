// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { widgetBlocks } from '@/widgets/blocks'
import { widgetRegistry } from '@/widgets/registry'

const root = path.resolve(__dirname, '../..')
const src = path.join(root, 'src')

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(e.name) ? [p] : []
  })
}

const files = walk(src)
const rel = (p: string) => path.relative(root, p)
const hasUseClient = (p: string) =>
  /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*\s*['"]use client['"]/.test(fs.readFileSync(p, 'utf8'))
/** Next.js file conventions that must themselves be client components; they only re-export a client leaf. */
const NEXT_CLIENT_CONVENTIONS = /\/(error|global-error)\.tsx$/

describe("'use client' lives only in *.client.tsx leaves", () => {
  it('every *.client.tsx file starts with the directive', () => {
    const missing = files.filter((f) => f.endsWith('.client.tsx') && !hasUseClient(f)).map(rel)
    expect(missing).toEqual([])
  })

  it('no other file carries it (except Next.js error conventions that re-export a leaf)', () => {
    const stray = files
      .filter((f) => !f.endsWith('.client.tsx') && !NEXT_CLIENT_CONVENTIONS.test(f) && hasUseClient(f))
      .map(rel)
    expect(stray).toEqual([])
  })

  it('Next.js error conventions only re-export a client leaf', () => {
    for (const f of files.filter((f) => NEXT_CLIENT_CONVENTIONS.test(f))) {
      expect(fs.readFileSync(f, 'utf8'), rel(f)).toMatch(/export \{ \w+ as default \} from '[^']+\.client'/)
    }
  })
})

const sampleNavItems = [
  {
    id: 'nav-health-0',
    title: 'Health',
    href: '/health',
    panel: 'list',
    columns: [{ links: [{ label: 'Sleep', href: '/health/sleep', external: false, newTab: false }] }],
  },
]

/** Sample props for every exported component of every client leaf. A new client export needs an entry here. */
const sampleProps: Record<string, Record<string, unknown>> = {
  'src/widgets/Checklist/Checklist.client.tsx#ChecklistReveal': {
    children: [<span key="a">Drink water</span>],
  },
  'src/widgets/StatsBlock/StatsBlock.client.tsx#StatsCountUp': { count: 1, children: <span>child</span> },
  'src/widgets/StatsBlock/StatsBlock.client.tsx#AnimatedStatNumber': {
    index: 0,
    value: 1200,
    decimals: 0,
    final: '1,200',
  },
  'src/chrome/ErrorView.client.tsx#ErrorView': {
    error: Object.assign(new Error('boom'), { digest: 'x1' }),
    reset: () => {},
  },
  'src/chrome/ErrorView.client.tsx#default': { error: new Error('boom'), reset: () => {} },
  'src/widgets/WidgetErrorBoundary.client.tsx#WidgetErrorBoundary': {
    widget: 'faq',
    children: <p>inside</p>,
  },
  'src/chrome/Header/MainNav.client.tsx#MainNav': { items: sampleNavItems },
  'src/chrome/Search/HeaderSearch.client.tsx#HeaderSearch': {},
  'src/article/infinite-scroll/InfiniteArticles.client.tsx#InfiniteArticles': {
    currentPath: '/health/erectile-dysfunction',
    currentTitle: 'Erectile dysfunction',
    upNext: [{ title: ['Walking for heart health'], link: '/fitness/walking-for-heart-health' }],
  },
  'src/article/infinite-scroll/UpNextBar.client.tsx#UpNextBar': {
    items: [{ title: ['Walking for heart health'], link: '/fitness/walking-for-heart-health' }],
  },
  'src/chrome/AnnouncementBar/AnnouncementBar.client.tsx#DismissAnnouncementButton': {
    storageKey: 'wellread:announcement-dismissed:abc',
    campaignName: 'sleep-guide',
    label: 'Dismiss announcement',
  },
  'src/chrome/Header/MobileMenu.client.tsx#MobileMenu': { items: sampleNavItems },
  'src/chrome/Header/BrandingFlyout.client.tsx#BrandingFlyout': {
    branding: {
      title: 'Partner hub',
      text: ['Made with a partner.'],
      links: [{ title: 'Guide', href: '/g', external: false }],
    },
  },
  'src/chrome/Header/HeaderActions.client.tsx#HeaderActions': {},
  'src/chrome/Header/ScrollRow.client.tsx#ScrollRow': { children: <li>Topic</li> },
}

describe('every client component renders on the server without throwing', () => {
  const clientFiles = files.filter((f) => f.endsWith('.client.tsx'))

  it.each(clientFiles.map(rel))('%s', async (file) => {
    const mod = (await import(path.join(root, file))) as Record<string, unknown>
    const components = Object.entries(mod).filter(([, v]) => typeof v === 'function')
    expect(components.length).toBeGreaterThan(0)
    for (const [name, Component] of components) {
      const props = sampleProps[`${file}#${name}`]
      expect(props, `sample props for ${file}#${name}`).toBeDefined()
      const C = Component as ComponentType<Record<string, unknown>>
      expect(() => renderToString(<C {...props} />)).not.toThrow()
      expect(renderToString(<C {...props} />).length).toBeGreaterThan(0)
    }
  })
})

describe('widget registry', () => {
  it('has a renderer for every block type an editor can insert, and nothing else', () => {
    expect(Object.keys(widgetRegistry).sort()).toEqual(widgetBlocks.map((b) => b.slug).sort())
  })

  it('every block config names its generated interface', () => {
    for (const block of widgetBlocks) expect(block.interfaceName, block.slug).toMatch(/Block$/)
  })
})
