import { notFound } from 'next/navigation'

/** Paths deeper than /{section}/{slug} are not pages: they get the site's not-found page. */
export default function DeeperPath(): never {
  notFound()
}
