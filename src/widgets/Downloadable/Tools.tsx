import type { MouseEventHandler, ReactNode } from 'react'
import { KitButton } from '../share/ShareButtonFace'
import styles from './Downloadable.module.css'

/**
 * The Print and Share buttons, as the server renders them (inert until the leaf loads, hidden without
 * JavaScript) and as the leaf renders them (working): the same markup, so nothing moves when it loads.
 */
export function ToolsRow({
  title,
  printable,
  onPrint,
  share,
}: {
  title: string
  /** Print shows only when there is a picture to print. */
  printable: boolean
  onPrint?: MouseEventHandler<HTMLButtonElement>
  /** The share button: its static face on the server, the working button in the leaf. */
  share: ReactNode
}) {
  return (
    <div className={styles.tools}>
      {printable ? (
        <KitButton icon="print" className={styles.tool} onClick={onPrint} about={title}>
          Print
        </KitButton>
      ) : null}
      {share}
    </div>
  )
}
