import { RichText } from '@/content/RichText'
import styles from './Page.module.css'

export function LegalPage({ title, document }: { title: string; document: unknown }) {
  return (
    <div className={styles.narrow}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {document ? (
        <RichText data={document} />
      ) : (
        <p className={styles.empty}>
          This page has not been written yet. An editor can add it under Site settings.
        </p>
      )}
    </div>
  )
}
