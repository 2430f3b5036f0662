import type { TilesBlock } from '@/cms/payload-types'
import type { WidgetProps } from '@/widgets/types'
import styles from './Tiles.module.css'
import { fullTilesHeading, type TileLink, tileLinks, tilesHeading } from './tiles'

/**
 * Article tiles: links under "Discover more about <hub>". Static, ships no JavaScript.
 * Cut texts stay whole for assistive tech (hidden full text) and for pointer users (title tooltip).
 */
export function Tiles({ block }: WidgetProps<TilesBlock>) {
  const links = tileLinks(block.tiles)
  if (links.length === 0) return null

  const fullHeading = fullTilesHeading(block.hubTitle ?? '')
  const heading = tilesHeading(block.hubTitle ?? '')
  const headingCut = heading !== fullHeading

  return (
    <section className={styles.root}>
      <h2 className={styles.heading} title={headingCut ? fullHeading : undefined}>
        <CutText shown={heading} full={fullHeading} cut={headingCut} />
      </h2>
      <ul className={styles.grid}>
        {links.map((link, index) => (
          <li key={`${link.href}-${index}`} className={styles.item}>
            <TileAnchor link={link} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function TileAnchor({ link }: { link: TileLink }) {
  const external = link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <a
      className={styles.tile}
      href={link.href}
      title={link.truncated ? link.fullTitle : undefined}
      {...external}
    >
      <CutText shown={link.label} full={link.fullTitle} cut={link.truncated} />
      {link.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  )
}

/** Shows the cut text; screen readers get the full text instead. */
function CutText({ shown, full, cut }: { shown: string; full: string; cut: boolean }) {
  if (!cut) return <>{shown}</>
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{full}</span>
    </>
  )
}
