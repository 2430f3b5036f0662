import Link from 'next/link'
import { SECTIONS } from '@/lib/sections'
import styles from './Page.module.css'

export function NotFoundView() {
  return (
    <div className={styles.narrow} data-page-kind="notFound">
      <h1 className={styles.pageTitle}>We can’t find that page</h1>
      <p className={styles.intro}>
        The page may have moved or been retired. Try one of our sections, or go back to the{' '}
        <Link href="/">home page</Link>.
      </p>
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.slug}>
            <Link href={`/${s.slug}`}>{s.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
