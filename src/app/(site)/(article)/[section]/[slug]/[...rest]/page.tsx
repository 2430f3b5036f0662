import { redirectOrNotFound } from '@/article/redirect-lookup'

type Props = { params: Promise<{ section: string; slug: string; rest: string[] }> }

/** Paths deeper than /{section}/{slug} are not pages: a redirect from them, or the site's not-found page. */
export default async function DeeperPath({ params }: Props): Promise<never> {
  const { section, slug, rest } = await params
  return redirectOrNotFound(`/${[section, slug, ...rest].map(encodeURIComponent).join('/')}`)
}
