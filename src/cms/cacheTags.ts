/** Every cache tag the site uses, in one place. Revalidation hooks sit beside the schema they watch. */
export const CACHE_TAGS = {
  articles: 'articles',
  article: (id: string | number) => `article:${id}`,
  section: (section: string) => `section:${section}`,
  authors: 'authors',
  products: 'products',
  navigation: 'global:navigation',
  siteSettings: 'global:siteSettings',
  announcementBar: 'global:announcementBar',
  sitemap: 'sitemap',
} as const
