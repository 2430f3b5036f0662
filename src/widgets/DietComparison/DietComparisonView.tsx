/*
 * The diet comparison's markup, rendered the same by the server (the first two diets, the dropdown closed)
 * and by the client leaf (interactive): no hooks here, so the server HTML holds the leaf's exact space.
 */
import type { ChangeEvent, KeyboardEvent, MouseEvent, Ref } from 'react'
import { Picture } from '@/content/Picture'
import { cx } from '@/lib/cx'
import { trackClick, trackView } from '@/lib/trackingAttrs'
import styles from './DietComparison.module.css'
import {
  COMPARE_BUTTON,
  type ComparisonState,
  canCompare,
  type DietView,
  FILTER_LABEL,
  headerText,
  isOptionDisabled,
  LEARN_MORE,
  openHeader,
  TRACK_CATEGORY,
  type ViewportClass,
} from './dietComparison'

export const TRACK_LOCATION = 'article body'

/** A diet's picture: half the comparison on phones (two columns), its column from 768 px (issue 31). */
const IMAGE_DISPLAY = { mobile: 158, desktop: 348 }
/** The element ids of one widget's parts, from its base id. */
export function partIds(idBase: string) {
  return {
    header: `${idBase}-header`,
    panel: `${idBase}-panel`,
    filter: `${idBase}-filter`,
    list: `${idBase}-list`,
    count: `${idBase}-count`,
    column: (position: number) => `${idBase}-diet-${position}`,
  }
}

/** What the leaf wires in; the server passes none (its controls wait for the leaf). */
export type ViewHandlers = {
  onHeader: () => void
  onToggle: (id: string) => void
  onCompare: () => void
  onQuery: (event: ChangeEvent<HTMLInputElement>) => void
  onDropdownKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void
  onFilterKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  onOptionKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  onLearnMore: (diet: DietView, position: number, event: MouseEvent<HTMLAnchorElement>) => void
}

export type DietComparisonViewProps = {
  idBase: string
  /** Every diet the block offers, in order. */
  diets: DietView[]
  state: ComparisonState
  /** The diets the list shows (all, or the ones matching the search). */
  shown?: DietView[]
  query?: string
  /** Visually hidden: how many diets the search leaves in the list; empty without a search. */
  countText?: string
  viewport?: ViewportClass | null
  handlers?: ViewHandlers
  headerRef?: Ref<HTMLButtonElement>
  firstNameRef?: Ref<HTMLHeadingElement>
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      className={cx(styles.chevron, open && styles.chevronOpen)}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="20"
      height="20"
    >
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** The error flag's mark beside the header's words (the state is never shown by colour alone). */
function ErrorMark() {
  return (
    <svg
      className={styles.errorMark}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      width="18"
      height="18"
    >
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="14.5" r="1.25" fill="currentColor" />
    </svg>
  )
}

/** One diet's column: picture, name, description, the four rows and the Learn More button. */
function Column({
  diet,
  position,
  id,
  nameRef,
  onLearnMore,
}: {
  diet: DietView
  position: number
  id: string
  nameRef?: Ref<HTMLHeadingElement>
  onLearnMore?: ViewHandlers['onLearnMore']
}) {
  const track = { category: TRACK_CATEGORY, location: TRACK_LOCATION, name: diet.name, position }
  const link = diet.learnMore
  return (
    <div className={styles.column} data-position={position} {...trackView(track)}>
      <div className={styles.media}>
        {diet.image ? (
          <Picture image={diet.image} display={IMAGE_DISPLAY} imgClassName={styles.image} />
        ) : null}
      </div>
      <h3 className={styles.name} id={id} ref={nameRef} tabIndex={nameRef ? -1 : undefined}>
        {diet.name}
      </h3>
      <p className={styles.description}>{diet.description}</p>
      <dl className={styles.rows}>
        {diet.rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt className={styles.rowTitle}>{row.title}</dt>
            <dd className={styles.rowText}>
              {row.answer ? <strong className={styles.answer}>{row.answer}</strong> : null}
              {row.answer && row.text ? <span className="visually-hidden">. </span> : null}
              {row.text}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {link ? (
          <a
            className={styles.learnMore}
            href={link.href}
            {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            {...trackClick({ ...track, text: LEARN_MORE, linkUrl: link.href })}
            onClick={onLearnMore ? (event) => onLearnMore(diet, position, event) : undefined}
          >
            {LEARN_MORE}
            <span className="visually-hidden">
              {` about the ${diet.name}`}
              {link.newTab ? ' (opens in a new tab)' : ''}
            </span>
          </a>
        ) : null}
      </div>
    </div>
  )
}

/**
 * The dropdown (header, search, checkboxes, compare button) and the two columns. The header is a
 * disclosure button; the list is a group of checkboxes named by the header ('N of 2 products selected');
 * the error flag shows as a mark and colour on the header and the list, and is announced by repeating the
 * header's words in a live region (002 §5, §8: no message text of its own).
 */
export function DietComparisonView({
  idBase,
  diets,
  state,
  shown = diets,
  query = '',
  countText = '',
  viewport = null,
  handlers,
  headerRef,
  firstNameRef,
}: DietComparisonViewProps) {
  const ids = partIds(idBase)
  const byId = new Map(diets.map((diet) => [diet.id, diet]))
  const columns = state.compared.map((id) => byId.get(id)).filter((d): d is DietView => d !== undefined)
  const header = headerText(state)
  const selectedCount = state.selection.selected.length
  return (
    <div className={styles.body} data-viewport={viewport ?? undefined}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the open dropdown acts as its header. */}
      <div
        className={cx(styles.dropdown, state.open && styles.open, state.error && styles.error)}
        data-diet-dropdown=""
        onKeyDown={handlers?.onDropdownKeyDown}
      >
        <button
          ref={headerRef}
          type="button"
          id={ids.header}
          className={styles.header}
          aria-expanded={state.open}
          aria-controls={ids.panel}
          onClick={handlers?.onHeader}
        >
          {state.error ? <ErrorMark /> : null}
          <span className={styles.headerText}>{header}</span>
          <Chevron open={state.open} />
        </button>
        <div id={ids.panel} className={styles.panel} hidden={!state.open}>
          <label className={styles.filterLabel} htmlFor={ids.filter}>
            {FILTER_LABEL}
          </label>
          <input
            id={ids.filter}
            className={styles.filter}
            type="search"
            value={query}
            onChange={handlers?.onQuery}
            onKeyDown={handlers?.onFilterKeyDown}
            readOnly={!handlers}
            autoComplete="off"
            spellCheck={false}
            aria-controls={ids.list}
            aria-describedby={ids.count}
          />
          <fieldset
            id={ids.list}
            className={styles.options}
            aria-labelledby={ids.header}
            aria-invalid={state.error || undefined}
          >
            <ul className={styles.list}>
              {shown.map((diet) => {
                const checked = state.selection.selected.includes(diet.id)
                return (
                  <li key={diet.id}>
                    <label className={styles.option}>
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        value={diet.id}
                        checked={checked}
                        disabled={isOptionDisabled(state, diet.id)}
                        readOnly={!handlers}
                        onChange={handlers ? () => handlers.onToggle(diet.id) : undefined}
                        onKeyDown={handlers?.onOptionKeyDown}
                      />
                      <span>{diet.name}</span>
                    </label>
                  </li>
                )
              })}
            </ul>
          </fieldset>
          <p id={ids.count} className="visually-hidden" aria-live="polite">
            {countText}
          </p>
          <button
            type="button"
            className={styles.compare}
            disabled={!canCompare(state)}
            onClick={handlers?.onCompare}
          >
            {COMPARE_BUTTON}
          </button>
        </div>
        <p className="visually-hidden" aria-live="assertive">
          {state.error ? openHeader(selectedCount) : ''}
        </p>
      </div>
      <div className={styles.columns}>
        {columns.map((diet, index) => (
          <Column
            key={`${index}-${diet.id}`}
            diet={diet}
            position={index + 1}
            id={ids.column(index + 1)}
            nameRef={index === 0 ? firstNameRef : undefined}
            onLearnMore={handlers?.onLearnMore}
          />
        ))}
      </div>
    </div>
  )
}
