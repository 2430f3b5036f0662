/**
 * The seeded templates that show images (issue 31): the home page, a listing, each article template and the
 * widget gallery. `images.e2e.spec.ts` walks them for the proxy's widths and formats, `lighthouse.e2e.spec.ts`
 * for Lighthouse's image audits.
 */
export const TEMPLATES = [
  { name: 'home', path: '/' },
  { name: 'section listing', path: '/health' },
  { name: 'article', path: '/fitness/walking-for-heart-health' },
  { name: 'category landing page', path: '/health/heart-health-hub' },
  { name: 'marketing landing page', path: '/health/heart-health-newsletter' },
  { name: 'drug savings', path: '/drugs/lisinopril-savings' },
  { name: 'commerce guide', path: '/health/best-cbd-gummies' },
  { name: 'widget gallery', path: '/health/widget-gallery' },
] as const
