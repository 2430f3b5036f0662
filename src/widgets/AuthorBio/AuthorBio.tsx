import type { AuthorBioBlock } from '@/cms/payload-types'
import { Picture } from '@/content/Picture'
import type { WidgetProps } from '@/widgets/types'
import styles from './AuthorBio.module.css'
import { AUTHOR_PHOTO_SIZE, resolveAuthorBio } from './authorBio'

/** The round photo: 72 px on phones, 96 px from the breakpoint. */
const PHOTO_DISPLAY = { mobile: 72, desktop: 96 }

/** Author bio: who wrote the article. Static, ships no JavaScript. Renders nothing without a name. */
export function AuthorBio({ block, context }: WidgetProps<AuthorBioBlock>) {
  const bio = resolveAuthorBio(block, context.authors[0])
  if (!bio) return null

  return (
    <section className={styles.root}>
      {bio.image ? (
        <Picture
          image={bio.image}
          display={PHOTO_DISPLAY}
          imgClassName={styles.photo}
          width={AUTHOR_PHOTO_SIZE}
          height={AUTHOR_PHOTO_SIZE}
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
