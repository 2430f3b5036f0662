// @vitest-environment node
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { ClientSamples } from '@/ui/samples'
import { widgetBlocks } from '@/widgets/blocks.generated'
import { widgetRegistry } from '@/widgets/registry'
import { OWN_WORKER } from '../own-worker'
import { findForbidden, importsOf, isServerOnly, rel, root, src, stylesheetsReachedBy, walk } from './imports'

type ClientSamplesModule = { samples: ClientSamples; rendersNothing?: string[] }

const files = walk(src).filter((f) => /\.(ts|tsx)$/.test(f))
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

const stubRouter = {
  bfcacheId: 'test',
  back: () => {},
  forward: () => {},
  refresh: () => {},
  hmrRefresh: () => {},
  push: () => {},
  replace: () => {},
  prefetch: () => {},
}

const sampleNavItems = [
  {
    id: 'nav-health-0',
    title: 'Health',
    href: '/health',
    panel: 'list',
    columns: [{ links: [{ label: 'Sleep', href: '/health/sleep', external: false, newTab: false }] }],
  },
]

/**
 * Sample props for every exported component of every client leaf: a widget's in its folder
 * (`<Name>.samples.tsx`, gathered here), the site chrome's and the article's below. A new client export needs
 * an entry.
 */
const widgetSampleModules = Object.entries(
  import.meta.glob<ClientSamplesModule>(
    ['../../src/widgets/*/*.samples.tsx', '../../src/placements/**/*.samples.tsx'],
    {
      eager: true,
    },
  ),
).map(([file, mod]) => ({ folder: path.dirname(path.relative(root, path.resolve(__dirname, file))), mod }))
const widgetSamples = widgetSampleModules.flatMap(({ folder, mod }) =>
  Object.entries(mod.samples).map(([key, props]) => [`${folder}/${key}`, props] as const),
)

const sampleProps: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(widgetSamples),
  'src/chrome/ErrorView.client.tsx#ErrorView': {
    error: Object.assign(new Error('boom'), { digest: 'x1' }),
    reset: () => {},
  },
  'src/chrome/ErrorView.client.tsx#default': { error: new Error('boom'), reset: () => {} },
  'src/chrome/LazyErrorView.client.tsx#LazyErrorView': { error: new Error('boom'), reset: () => {} },
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
  'src/placements/newsletter/NewsletterDialog.client.tsx#NewsletterDialog': {
    defaultList: { listId: 'wellread-daily', name: 'Wellread daily' },
  },
  'src/chrome/Account/AccountBoot.client.tsx#AccountBoot': {
    newsletterList: null,
    siteName: 'Wellread',
    signInOptions: [{ provider: 'google', local: false }],
  },
  'src/chrome/Account/AccountMenu.client.tsx#AccountMenu': { signIn: <button type="button">Sign In</button> },
  'src/chrome/Account/SignInSheet.client.tsx#SignInSheet': {
    open: true,
    failure: null,
    siteName: 'Wellread',
    options: [
      { provider: 'apple', local: true },
      { provider: 'google', local: true },
    ],
    onClose: () => {},
  },
  'src/chrome/Account/OnboardingPanel.client.tsx#OnboardingPanel': {
    newsletterList: null,
    siteName: 'Wellread',
  },
  'src/chrome/Consent/ConsentBanner.client.tsx#ConsentBannerActions': {},
  'src/chrome/Consent/ConsentSettings.client.tsx#ConsentSettings': { open: true, onClose: () => {} },
  'src/chrome/Consent/PrivacyChoicesButton.client.tsx#PrivacyChoicesButton': {},
  'src/article/LivePreview.client.tsx#LivePreview': {},
  'src/article/PageTracking.client.tsx#PageTracking': {},
  'src/article/AffiliateLinks.client.tsx#AffiliateLinks': {},
  'src/privacy/thirdParty/ThirdPartyBoot.client.tsx#ThirdPartyBoot': {},
  'src/chrome/Metrics/MetricsBoot.client.tsx#MetricsBoot': {},
  'src/chrome/Header/ScrollRow.client.tsx#ScrollRow': { children: <li>Topic</li> },
  'src/ui/modal/Modal.client.tsx#Modal': {
    open: true,
    onClose: () => {},
    label: 'Coupon',
    children: <p>x</p>,
  },
}

/** Client components that only attach behaviour to the server HTML and render nothing themselves. */
const BEHAVIOUR_ONLY = new Set([
  'src/article/PageTracking.client.tsx#PageTracking',
  'src/article/AffiliateLinks.client.tsx#AffiliateLinks',
  // Loads the analytics forwarder with consent (issue 18); no markup.
  'src/privacy/thirdParty/ThirdPartyBoot.client.tsx#ThirdPartyBoot',
  // Starts the readers' metrics and error reports forwarder (issue 29); no markup.
  'src/chrome/Metrics/MetricsBoot.client.tsx#MetricsBoot',
  // Modals open after a reader acts: nothing of them is rendered on the server.
  'src/ui/modal/Modal.client.tsx#Modal',
  'src/placements/newsletter/NewsletterDialog.client.tsx#NewsletterDialog',
  'src/chrome/Consent/ConsentSettings.client.tsx#ConsentSettings',
  // The account islands: a loader, and a sheet and a panel that open after the page shows (issue 18).
  'src/chrome/Account/AccountBoot.client.tsx#AccountBoot',
  'src/chrome/Account/SignInSheet.client.tsx#SignInSheet',
  'src/chrome/Account/OnboardingPanel.client.tsx#OnboardingPanel',
  ...widgetSampleModules.flatMap(({ folder, mod }) =>
    (mod.rendersNothing ?? []).map((key) => `${folder}/${key}`),
  ),
])

describe('every client component renders on the server without throwing', () => {
  // Admin field components (src/cms/admin) need Payload's form context; the admin e2e tests drive them.
  const clientFiles = files.filter((f) => f.endsWith('.client.tsx') && !rel(f).startsWith('src/cms/admin/'))

  it.each(clientFiles.map(rel))('%s', async (file) => {
    const mod = (await import(path.join(root, file))) as Record<string, unknown>
    const components = Object.entries(mod).filter(([, v]) => typeof v === 'function')
    expect(components.length).toBeGreaterThan(0)
    for (const [name, Component] of components) {
      // A deferred island (`src/ui/deferredIsland.tsx`) takes the props of the component it defers, a client
      // export of the same name (in its folder, if there is one there).
      const island = typeof (Component as { wake?: unknown }).wake === 'function'
      const folder = path.dirname(file)
      const candidates = Object.keys(sampleProps).filter(
        (key) => key.endsWith(`#${name}`) && !key.includes('islands.client'),
      )
      const wrapped = island
        ? (candidates.find((key) => key.startsWith(`${folder}/`)) ?? candidates[0])
        : undefined
      const props = sampleProps[wrapped ?? `${file}#${name}`]
      expect(props, `sample props for ${file}#${name}`).toBeDefined()
      const C = Component as ComponentType<Record<string, unknown>>
      // As in the app: client leaves render inside the App Router (useRouter works).
      const tree = (
        <AppRouterContext.Provider value={stubRouter}>
          <C {...props} />
        </AppRouterContext.Provider>
      )
      if (island && wrapped) {
        // On the server an island renders the component it defers, in full, inside its wrapper (its code is
        // imported when the server starts; here, once woken).
        await (Component as unknown as { wake: () => Promise<unknown> }).wake()
        const [wrappedFile, wrappedName] = wrapped.split('#') as [string, string]
        const Wrapped = ((await import(path.join(root, wrappedFile))) as Record<string, unknown>)[
          wrappedName
        ] as ComponentType<Record<string, unknown>>
        const alone = renderToString(
          <AppRouterContext.Provider value={stubRouter}>
            <Wrapped {...props} />
          </AppRouterContext.Provider>,
        )
        expect(renderToString(tree)).toMatch(/^<span data-island="[^"]+" data-island-state="waiting"[^>]*>/)
        expect(renderToString(tree)).toContain(alone)
        continue
      }
      expect(() => renderToString(tree)).not.toThrow()
      // Behaviour-only islands (tracking, affiliate links) add no markup; everything else renders some.
      if (BEHAVIOUR_ONLY.has(`${file}#${name}`)) expect(renderToString(tree)).toBe('')
      else expect(renderToString(tree).length).toBeGreaterThan(0)
    }
  })
})

describe('a deferred island’s server HTML is styled before its code loads', () => {
  /** The stylesheets the components of an island file's islands use (through their static imports). */
  const islandStylesheets = (file: string): Set<string> => {
    const text = fs.readFileSync(file, 'utf8')
    const found = new Set<string>()
    for (const m of text.matchAll(
      /createDeferredIsland\(\s*['"][^'"]+['"],\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g,
    )) {
      const spec = m[1]!
      const base = spec.startsWith('@/')
        ? path.join(src, spec.slice(2))
        : path.resolve(path.dirname(file), spec)
      const target = importsOf(file).find((f) => f.startsWith(base))
      if (!target) throw new Error(`${rel(file)}: cannot find ${spec}`)
      for (const css of stylesheetsReachedBy(target)) found.add(css)
    }
    return found
  }
  /**
   * For each file that renders an island file's islands: the stylesheets of their components it does not link.
   * The renderer must be a server file (its CSS imports cost no JavaScript: in a client file each would ship
   * its class names).
   */
  const unlinked = (file: string, among: string[]): string[] => {
    const needed = islandStylesheets(file)
    const renderers = among.filter((f) => f !== file && importsOf(f).includes(file))
    return renderers.flatMap((renderer) => {
      if (hasUseClient(renderer))
        return [`${rel(renderer)}: a client file renders the islands of ${rel(file)}`]
      const linked = stylesheetsReachedBy(renderer)
      return [...needed].filter((css) => !linked.has(css)).map((css) => `${rel(renderer)}: ${rel(css)}`)
    })
  }
  const islandFiles = files.filter(
    (f) =>
      f.endsWith('.client.tsx') &&
      !f.endsWith('deferredIsland.tsx') &&
      /createDeferredIsland\(/.test(fs.readFileSync(f, 'utf8')),
  )
  const sources = files.filter((f) => !/\.test\.tsx?$/.test(f))

  it('every server file that renders islands links their components’ stylesheets (a dynamic import links none)', () => {
    expect(islandFiles.length).toBeGreaterThan(10)
    expect(islandFiles.flatMap((f) => unlinked(f, sources))).toEqual([])
  })

  it('finds a stylesheet left out, and a client renderer (the rule itself works)', () => {
    const dir = fs.mkdtempSync(path.join(src, 'ui', '.island-css-'))
    try {
      const css = path.join(dir, 'Box.module.css')
      fs.writeFileSync(css, '.box { color: red }\n')
      fs.writeFileSync(
        path.join(dir, 'Box.client.tsx'),
        "'use client'\nimport styles from './Box.module.css'\nexport const Box = () => <b className={styles.box} />\n",
      )
      const island = path.join(dir, 'islands.client.tsx')
      fs.writeFileSync(
        island,
        "'use client'\nexport const Box = createDeferredIsland('box', () => import('./Box.client').then((m) => m.Box), { on: ['near'] })\n",
      )
      const page = path.join(dir, 'Page.tsx')
      fs.writeFileSync(page, "import { Box } from './islands.client'\nexport const Page = () => <Box />\n")
      expect(unlinked(island, [page])).toEqual([`${rel(page)}: ${rel(css)}`])
      fs.writeFileSync(page, `import './Box.module.css'\n${fs.readFileSync(page, 'utf8')}`)
      expect(unlinked(island, [page])).toEqual([])
      fs.writeFileSync(page, `'use client'\n${fs.readFileSync(page, 'utf8')}`)
      expect(unlinked(island, [page])).toEqual([
        `${rel(page)}: a client file renders the islands of ${rel(island)}`,
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('every test runs', () => {
  it('no test file marks a test .only, .skip, .todo, .fixme or skipIf/runIf', () => {
    const testFiles = [...walk(src), ...walk(path.join(root, 'tests'))].filter((f) =>
      /\.(test|spec)\.(ts|tsx)$/.test(f),
    )
    expect(testFiles.length).toBeGreaterThan(50)
    const marker =
      /\b(?:it|test|describe|suite)\.(?:only|skip|todo|fixme|skipIf|runIf)\b|\bx(?:it|describe|test)\(/
    const offenders = testFiles.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (marker.test(line) ? [`${rel(file)}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(offenders).toEqual([])
  })

  it('no test replaces a module of the project with vi.mock: tests inject what they replace (a fetch, a queue)', () => {
    const testFiles = [...walk(src), ...walk(path.join(root, 'tests'))].filter((f) =>
      /\.(test|spec)\.(ts|tsx)$/.test(f),
    )
    // A module of ours: an alias (@/…) or a relative path. Packages (Payload's admin UI) may be replaced.
    const ownModule = /^\s*vi\.(?:mock|doMock)\(\s*['"`](?:@\/|\.{1,2}\/)/
    const offenders = testFiles.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (ownModule.test(line) ? [`${rel(file)}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(offenders).toEqual([])
    // The rule itself works.
    expect(ownModule.test("vi.mock('@/services/driverStats/shared', () => ({}))")).toBe(true)
    expect(ownModule.test("vi.mock('./newsletter/NewsletterSignup.client')")).toBe(true)
    expect(ownModule.test("vi.mock('@payloadcms/ui', () => ({}))")).toBe(false)
  })

  it('a test that mocks a package runs in a worker of its own (the others share theirs)', () => {
    const mocks = /^\s*vi\.(?:mock|doMock)\(/m
    const mocking = [...walk(src), ...walk(path.join(root, 'tests'))]
      .filter((f) => /\.(test|spec)\.(ts|tsx)$/.test(f) && mocks.test(fs.readFileSync(f, 'utf8')))
      .map(rel)
    expect(mocking.sort()).toEqual([...OWN_WORKER].sort())
    // The rule itself works.
    expect(mocks.test("const a = 1\n  vi.mock('@payloadcms/ui', () => ({}))")).toBe(true)
    expect(mocks.test('vi.mocked(Element.prototype.getBoundingClientRect)')).toBe(false)
  })
})

describe('widget registry', () => {
  it('has a definition for every block type an editor can insert, and nothing else', () => {
    expect(Object.keys(widgetRegistry).sort()).toEqual(widgetBlocks.map((b) => b.slug).sort())
  })

  it('every block config names its generated interface', () => {
    for (const block of widgetBlocks) expect(block.interfaceName, block.slug).toMatch(/Block$/)
  })

  it('the generated widget lists match the widget folders', () => {
    const check = spawnSync(process.execPath, [path.join(root, 'scripts/generate-widgets.mjs'), '--check'], {
      encoding: 'utf8',
    })
    expect(check.stderr).toBe('')
    expect(check.status).toBe(0)
  })
})

const srcFiles = walk(src)
const under = (dir: string) => (file: string) => file.startsWith(path.join(src, dir) + path.sep)
const inWidgets = under('widgets')
const inArticle = under('article')
const inCms = under('cms')
const inServices = under('services')
const isSharedServiceModule = (file: string) => /src\/services\/[^/]+\/shared\.ts$/.test(file)

/** A widget's folder (`src/widgets/<Name>/`), or null; kits (`src/widgets/<lowercase>/`) are not widgets. */
const widgetFolderOf = (file: string) => /^src\/widgets\/([A-Z][A-Za-z0-9]*)\//.exec(rel(file))?.[1] ?? null
/** The widget framework every widget may use: its types, fixtures helpers, thumbnail helper and context. */
const WIDGET_FRAMEWORK = ['types.ts', 'fixtures.ts', 'thumbnail.ts', 'context.ts'].map(
  (f) => `src/widgets/${f}`,
)

/** The CMS's read side a widget's server code may use to load its data (cached reads and their tags). */
const CMS_READS =
  /^src\/cms\/(reads|cache|cacheTags|drugCatalog|drugWidgetData)\.ts$|^src\/cms\/collections\//

/**
 * What a widget's file may import at run time (ADR 11): its own folder, the kits (`src/widgets/commerce/`),
 * the widget framework, `src/content/`, `src/lib/`, `src/ui/`, `src/privacy/` and the placement runtime; and by role, block configs the CMS's field helpers,
 * fixtures and samples the seed's sample content, any file a service's client contract (`shared.ts`), and server
 * code the CMS's cached reads (`CMS_READS`) and the process's logger (`src/platform/log.mjs`). Null when allowed, else why not. Tests are free to wire real peers.
 */
function widgetImportProblem(fromFile: string, toFile: string): string | null {
  const from = rel(fromFile)
  const to = rel(toFile)
  const own = widgetFolderOf(fromFile)
  if (!own) return null
  const other = widgetFolderOf(toFile)
  if (other === own) return null
  if (other) return `imports the ${other} widget's folder (share it through a kit, src/widgets/<kit>/)`
  if (/^src\/widgets\/[a-z][A-Za-z0-9]*\//.test(to)) return null
  if (WIDGET_FRAMEWORK.includes(to)) return null
  if (/^src\/(content|lib|ui|privacy)\//.test(to)) return null
  // A widget may hold a placement (the promotion position, the drug widget's copay offer).
  if (/^src\/placements\//.test(to)) return null
  if (/\.config\.ts$/.test(from) && /^src\/cms\/fields\//.test(to)) return null
  if (
    /\.(fixtures\.ts|samples\.tsx)$/.test(from) &&
    /^src\/seed\/|^src\/services\/[^/]+\/testData\.ts$/.test(to)
  )
    return null
  if (/^src\/services\/[^/]+\/shared\.ts$/.test(to)) return null
  if (!from.endsWith('.client.tsx') && CMS_READS.test(to)) return null
  // Server code logs through the process's logger (ADR 27 §10), never the browser's console.
  if (!from.endsWith('.client.tsx') && to === 'src/platform/log.mjs') return null
  return `imports ${to}, outside what a widget may use`
}

describe('one folder is one widget', () => {
  const widgetFiles = srcFiles.filter((f) => widgetFolderOf(f) && !/\.(test|spec)\.tsx?$/.test(f))

  it('a widget imports only its own folder, the kits, the widget framework and the layers below it', () => {
    expect(widgetFiles.length).toBeGreaterThan(100)
    const problems = widgetFiles.flatMap((file) =>
      importsOf(file).flatMap((to) => {
        const problem = widgetImportProblem(file, to)
        return problem ? [`${rel(file)} → ${rel(to)}: ${problem}`] : []
      }),
    )
    expect(problems).toEqual([])
  })

  it('rejects a sibling import, and allows a kit (the rule itself works)', () => {
    const at = (p: string) => path.join(root, p)
    expect(
      widgetImportProblem(
        at('src/widgets/Scorecard/Scorecard.tsx'),
        at('src/widgets/ProductCard/productCard.ts'),
      ),
    ).toMatch(/imports the ProductCard widget's folder/)
    expect(
      widgetImportProblem(at('src/widgets/Scorecard/Scorecard.tsx'), at('src/article/queries.ts')),
    ).toMatch(/outside what a widget may use/)
    expect(
      widgetImportProblem(at('src/widgets/Scorecard/Scorecard.config.ts'), at('src/cms/fields/url.ts')),
    ).toBeNull()
    expect(
      widgetImportProblem(at('src/widgets/Scorecard/Scorecard.tsx'), at('src/cms/fields/url.ts')),
    ).toMatch(/outside/)
    expect(
      widgetImportProblem(at('src/widgets/Scorecard/Scorecard.tsx'), at('src/widgets/commerce/Item.tsx')),
    ).toBeNull()
  })
})

describe('import boundaries', () => {
  it('widgets never import the article pipeline (shared content helpers live in src/content)', () => {
    const problems = srcFiles.filter(inWidgets).flatMap((file) =>
      importsOf(file)
        .filter(inArticle)
        .map((to) => `${rel(file)} → ${rel(to)}`),
    )
    expect(problems).toEqual([])
  })

  it('the CMS imports nothing of a widget but its block config (no React in Payload’s config)', () => {
    const allowed = (to: string) => /\.config\.ts$/.test(to) || to.endsWith('blocks.generated.ts')
    const problems = srcFiles.filter(inCms).flatMap((file) =>
      importsOf(file)
        .filter((to) => inWidgets(to) && !allowed(to))
        .map((to) => `${rel(file)} → ${rel(to)}`),
    )
    expect(problems).toEqual([])
  })

  it('block configs and the generated block list import no components', () => {
    const configs = srcFiles.filter(
      (f) => inWidgets(f) && (/\.config\.ts$/.test(f) || f.endsWith('blocks.generated.ts')),
    )
    expect(configs.length).toBeGreaterThan(0)
    const problems = configs.flatMap((file) =>
      findForbidden(file, (_from, to) => (to.endsWith('.tsx') ? 'a React component' : null)),
    )
    expect(problems).toEqual([])
  })

  it('client code reaches services only through a shared.ts, and never server-only code', () => {
    const clientFiles = srcFiles.filter((f) => f.endsWith('.client.tsx'))
    expect(clientFiles.length).toBeGreaterThan(0)
    const problems = clientFiles.flatMap((file) =>
      findForbidden(file, (from, to) => {
        if (isServerOnly(to)) return 'server-only module'
        if (inServices(to) && !inServices(from) && !isSharedServiceModule(to)) {
          return 'client code may import a service only through its shared.ts'
        }
        return null
      }),
    )
    expect(problems).toEqual([])
  })

  it('every service entry (index.ts, http.ts) is server-only', () => {
    const entries = srcFiles.filter((f) => inServices(f) && /\/(index|http)\.ts$/.test(f))
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.filter((f) => !isServerOnly(f)).map(rel)).toEqual([])
  })

  it('finds a forbidden edge when there is one (the checker itself works)', () => {
    const faqWidget = srcFiles.find((f) => f.endsWith('Faq.widget.tsx'))!
    expect(findForbidden(faqWidget, (_from, to) => (to.endsWith('faq.ts') ? 'found' : null))).toEqual(
      expect.arrayContaining(['src/widgets/Faq/Faq.widget.tsx → src/widgets/Faq/faq.ts: found']),
    )
    // The header search box (client) does reach the search service, through its shared.ts.
    const search = srcFiles.find((f) => f.endsWith('HeaderSearch.client.tsx'))!
    expect(findForbidden(search, (_from, to) => (inServices(to) ? rel(to) : null)).join('\n')).toMatch(
      /src\/services\/search\/shared\.ts: src\/services\/search\/shared\.ts/,
    )
  })
})
