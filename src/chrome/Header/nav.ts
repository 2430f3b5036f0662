import type { Media, Navigation } from '@/cms/payload-types'
import { mediaVariants } from '@/content/image'
import type { ImageVariant } from '@/lib/images'
import { isInternalHref, safeHref } from '@/lib/links'

/**
 * The header navigation as the browser renders it: small, serialisable, with every href checked and every
 * link classified as internal or external. Built on the server from the `navigation` global.
 */
/** A menu link's picture: 48 px square at every width (issue 31's display width). */
export const NAV_IMAGE_DISPLAY = { mobile: 48, desktop: 48 }

/** An upload shown in the menus; `variants` (the image proxy's signed widths, issue 31), from the server. */
export type NavImage = {
  src: string
  alt: string
  width?: number
  height?: number
  variants?: ImageVariant[]
}
export type NavLinkView = {
  label: string
  href: string
  external: boolean
  newTab: boolean
  title?: string
  description?: string
  image?: NavImage
}
export type NavColumnView = {
  title?: string
  subtitle?: string
  button?: { text: string; href: string; external: boolean }
  links: NavLinkView[]
}
export type NavItemView = {
  id: string
  title: string
  href?: string
  columns: NavColumnView[]
  /** 'list': one plain column (216 px flyout); 'columns': a column panel (1100 px); 'none': a plain link. */
  panel: 'none' | 'list' | 'columns'
}
export type BrandingView = {
  title?: string
  logo?: NavImage
  icon?: NavImage
  columnTitle?: string
  text: string[]
  linksTitle?: string
  links: { title: string; href: string; external: boolean; image?: NavImage }[]
  partner?: { label?: string; logo?: NavImage }
}
export type SecondaryNavView = {
  branding?: { text?: string; imageSrc?: string; textColor?: string; href?: string }
  items: { title: string; href: string; external: boolean }[]
}
export type NavigationView = {
  items: NavItemView[]
  branding: BrandingView | null
  secondary: SecondaryNavView | null
}

/** Flyout widths from the spec (001 §2): 216 px for a plain list, 1100 px for column panels. */
export const FLYOUT_WIDTH = { list: 216, columns: 1100 } as const
/** Hover delays (001 §4, §9): open 350 ms after the pointer arrives, close 350 ms after it leaves. */
export const HOVER_OPEN_DELAY_MS = 350
export const HOVER_CLOSE_DELAY_MS = 350

export function panelKind(columns: NavColumnView[]): NavItemView['panel'] {
  if (columns.length === 0) return 'none'
  const rich = columns.some(
    (c) => c.title || c.subtitle || c.button || c.links.some((l) => l.description || l.image),
  )
  return columns.length > 1 || rich ? 'columns' : 'list'
}

function mediaImage(media: unknown, fallbackAlt = ''): NavImage | undefined {
  if (typeof media !== 'object' || media === null) return undefined
  const m = media as Media
  const src = safeHref(m.sizes?.thumbnail?.url ?? m.url)
  if (!src) return undefined
  const variants = typeof m.url === 'string' ? mediaVariants(m) : undefined
  return {
    src,
    alt: m.alt || fallbackAlt,
    ...(typeof m.width === 'number' && typeof m.height === 'number'
      ? { width: m.width, height: m.height }
      : {}),
    ...(variants ? { variants } : {}),
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

function checkedLink(href: unknown, siteHost: string): { href: string; external: boolean } | null {
  const safe = safeHref(href)
  return safe ? { href: safe, external: !isInternalHref(safe, siteHost) } : null
}

function slugId(title: string, index: number): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `nav-${base || 'item'}-${index}`
}

export function navigationView(
  nav: Partial<Navigation> | null | undefined,
  siteHost: string,
): NavigationView {
  const items: NavItemView[] = []
  for (const [index, item] of (nav?.header?.links ?? []).entries()) {
    const title = text(item.title)
    if (!title) continue
    const columns: NavColumnView[] = []
    for (const column of item.columns ?? []) {
      const links: NavLinkView[] = []
      for (const link of column.links ?? []) {
        const label = text(link.label)
        const checked = checkedLink(link.url, siteHost)
        if (!label || !checked) continue
        const image = mediaImage(link.image, '')
        links.push({
          label,
          ...checked,
          newTab: link.target === '_blank' || checked.external,
          ...(text(link.title) ? { title: text(link.title) } : {}),
          ...(text(link.description) ? { description: text(link.description) } : {}),
          ...(image ? { image } : {}),
        })
      }
      const buttonText = text(column.columnButton?.text)
      const buttonLink = checkedLink(column.columnButton?.link, siteHost)
      const view: NavColumnView = {
        links,
        ...(text(column.title) ? { title: text(column.title) } : {}),
        ...(text(column.subtitle) ? { subtitle: text(column.subtitle) } : {}),
        ...(buttonText && buttonLink ? { button: { text: buttonText, ...buttonLink } } : {}),
      }
      if (view.links.length || view.button) columns.push(view)
    }
    const href = checkedLink(item.url, siteHost)?.href
    if (!href && columns.length === 0) continue
    items.push({
      id: slugId(title, index),
      title,
      ...(href ? { href } : {}),
      columns,
      panel: panelKind(columns),
    })
  }

  let branding: BrandingView | null = null
  const b = nav?.branding
  if (b?.enabled) {
    const column = b.columns?.[0]
    branding = {
      ...(text(b.title) ? { title: text(b.title) } : {}),
      ...(mediaImage(b.logo, text(b.title) ?? '') ? { logo: mediaImage(b.logo, text(b.title) ?? '') } : {}),
      ...(mediaImage(b.icon, '') ? { icon: mediaImage(b.icon, '') } : {}),
      ...(text(column?.title) ? { columnTitle: text(column?.title) } : {}),
      text: (column?.text ?? []).map((t) => text(t.paragraph)).filter((t): t is string => Boolean(t)),
      ...(text(column?.column?.title) ? { linksTitle: text(column?.column?.title) } : {}),
      links: (column?.column?.links ?? []).flatMap((l) => {
        const t = text(l.title)
        const checked = checkedLink(l.url, siteHost)
        const image = mediaImage(l.image, '')
        return t && checked ? [{ title: t, ...checked, ...(image ? { image } : {}) }] : []
      }),
      ...(column?.partner && (text(column.partner.label) || column.partner.logo)
        ? {
            partner: {
              ...(text(column.partner.label) ? { label: text(column.partner.label) } : {}),
              ...(mediaImage(column.partner.logo, text(column.partner.label) ?? 'Partner')
                ? { logo: mediaImage(column.partner.logo, text(column.partner.label) ?? 'Partner') }
                : {}),
            },
          }
        : {}),
    }
  }

  let secondary: SecondaryNavView | null = null
  const s = nav?.secondaryNav
  const secondaryItems = (s?.items ?? []).flatMap((i) => {
    const t = text(i.title)
    const checked = checkedLink(i.url, siteHost)
    return t && checked ? [{ title: t, ...checked }] : []
  })
  if (secondaryItems.length) {
    const brandHref = checkedLink(s?.branding?.url, siteHost)?.href
    const brandImage = safeHref(s?.branding?.imageSrc)
    secondary = {
      items: secondaryItems,
      ...(s?.branding && (text(s.branding.text) || brandImage)
        ? {
            branding: {
              ...(text(s.branding.text) ? { text: text(s.branding.text) } : {}),
              ...(brandImage ? { imageSrc: brandImage } : {}),
              ...(text(s.branding.textColor) ? { textColor: text(s.branding.textColor) } : {}),
              ...(brandHref ? { href: brandHref } : {}),
            },
          }
        : {}),
    }
  }
  return { items, branding, secondary }
}

/** Templates that get the minimal header (001 §2): a non-clickable logo, no menu. */
const MINIMAL_HEADER_TEMPLATES = new Set([
  'paidMedia',
  'editorialPaid',
  'transactional',
  'marketingLandingPage',
])

export function usesMinimalHeader(template: string | null | undefined): boolean {
  return Boolean(template && MINIMAL_HEADER_TEMPLATES.has(template))
}

/** The secondary sub-navigation shows on non-article pages and on articles that are not sponsored. */
export function showsSecondaryNav(page: {
  isArticle: boolean
  sponsored?: boolean
  minimalHeader?: boolean
}): boolean {
  if (page.minimalHeader) return false
  return !page.isArticle || !page.sponsored
}
