import type { AuthorBioBlock } from '@/cms/payload-types'
import type { WidgetProps } from '@/widgets/types'
import styles from './AuthorBio.module.css'
import { AUTHOR_PHOTO_SIZE, resolveAuthorBio } from './authorBio'

/** Author bio: who wrote the article. Static, ships no JavaScript. Renders nothing without a name. */
export function AuthorBio({ block, context }: WidgetProps<AuthorBioBlock>) {
  const bio = resolveAuthorBio(block, context.authors[0])
  if (!bio) return null

  return (
    <section className={styles.root}>
      {bio.image ? (
        <img
          className={styles.photo}
          src={bio.image.src}
          alt={bio.image.alt}
          width={AUTHOR_PHOTO_SIZE}
          height={AUTHOR_PHOTO_SIZE}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.body}>
        <h2 className={styles.label}>About the author</h2>
        <h3 className={styles.name}>{bio.credentials ? `${bio.name}, ${bio.credentials}` : bio.name}</h3>
        {bio.description ? <p className={styles.description}>{bio.description}</p> : null}
      </div>
    </section>
  )
}
