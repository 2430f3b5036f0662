import type { CSSProperties } from 'react'
import type { DownloadableBlock } from '@/cms/payload-types'
import { Picture } from '@/content/Picture'
import { cx } from '@/lib/cx'
import { trackClick, trackView } from '@/lib/trackingAttrs'
import type { WidgetProps } from '@/widgets/types'
import { Icon, ShareButtonFace } from '../share/ShareButtonFace'
import { LazyDownloadableTools } from './Downloadable.lazy.client'
import styles from './Downloadable.module.css'
import { downloadableTrackFields, downloadableView } from './downloadable'
import { ToolsRow } from './Tools'

/** The card's preview: a narrow column beside the text (94 px on a 375 px phone, 158 px on a 1280 px screen). */
const PICTURE_DISPLAY = { mobile: 94, desktop: 158 }

/**
 * Downloadable (000 §3, §4, §7): a card with a preview picture, a title and a line of text, and three
 * actions. The card and the Download link are server HTML (the download works without JavaScript; its click
 * and the card's view are tracked through the page's tracking island). Print and Share need JavaScript: the
 * server renders them inert (hidden when scripting is off), and a small leaf, loaded near the viewport, renders
 * the same buttons working, with the share dialog's code, so nothing moves and the modal is not in the page's
 * first JavaScript.
 */
export function Downloadable({ block, context, ordinal = 1 }: WidgetProps<DownloadableBlock>) {
  const view = downloadableView(block, { siteHost: context.siteHost, ordinal })
  if (!view) return null
  const { title, subText, picture, download, printPicture, anchor } = view
  const titleId = `${anchor}-title`
  const ratio =
    picture?.width && picture.height
      ? ({ '--picture-ratio': `${picture.width} / ${picture.height}` } as CSSProperties)
      : undefined

  return (
    <section
      id={anchor}
      className={cx(styles.root, !picture && styles.noPicture)}
      data-downloadable=""
      aria-labelledby={titleId}
      {...trackView(downloadableTrackFields(ordinal))}
    >
      {picture ? (
        <div className={styles.picture} style={ratio}>
          <Picture image={picture} display={PICTURE_DISPLAY} />
        </div>
      ) : null}
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        {subText ? <p className={styles.subText}>{subText}</p> : null}
      </div>
      <div className={styles.actions}>
        <a
          className={styles.download}
          href={download.href}
          {...(download.external
            ? { target: '_blank', rel: 'noopener noreferrer' }
            : { download: download.fileName ?? true })}
          {...trackClick(downloadableTrackFields(ordinal, 'download'))}
        >
          <Icon name="download" />
          <span>Download</span>
          <span className="visually-hidden"> {title}</span>
          {download.kind ? <span className={styles.kind}> ({download.kind})</span> : null}
          {download.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
        </a>
        <LazyDownloadableTools
          leafProps={{
            title,
            description: subText,
            anchor,
            path: context.articlePath,
            imageSrc: picture?.src ?? null,
            print: printPicture ? { src: printPicture.src, alt: printPicture.alt } : null,
            position: ordinal,
          }}
        >
          <ToolsRow
            title={title}
            printable={Boolean(printPicture)}
            share={<ShareButtonFace className={styles.tool} about={title} />}
          />
        </LazyDownloadableTools>
      </div>
    </section>
  )
}
