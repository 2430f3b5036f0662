/*
 * The recipe card's markup, shared by the server HTML (`RecipeSection`, not interactive) and the client leaf
 * (`InteractiveRecipe.client.tsx`, with the reader's state): the same elements in both, so nothing moves
 * when the leaf takes over. No hooks, no server-only imports.
 */
import type { ImageView } from '@/content/image'
import { Picture } from '@/content/Picture'
import { formatNutrient, nutrientTotal } from './nutrition'
import { MISSING_TRACKER_LABEL } from './pixel'
import { scaleIngredient } from './quantity'
import styles from './recipes.module.css'
import { SERVINGS_MIN, servingsFactor, servingsMax, servingsNoun, servingsText } from './servings'
import { type LinkView, type RecipeView, stepDomId } from './view'

/** What the reader can do on the card; absent in the server HTML (the controls are then disabled). */
export type CardActions = {
  onToggle: (key: string) => void
  onServings: (count: number) => void
  onPrint: () => void
}

export type RecipeCardProps = {
  view: RecipeView
  /** Keys of the ticked ingredients and steps. */
  checked: ReadonlySet<string>
  /** The servings shown (the reader's choice, else the recipe's own). */
  servings: number | null
  actions?: CardActions
  /** The polite announcement after a servings change. */
  announcement?: string
}

/** Words of the "Print recipe" button and the servings control. */
export const PRINT_LABEL = 'Print recipe'
export const FEWER_LABEL = 'Fewer servings'
export const MORE_LABEL = 'More servings'
export const SERVINGS_LABEL = 'Servings'

/** Link attributes: another site opens in a new tab, without opener or referrer. */
function linkProps(link: LinkView, rel: string[] = []) {
  const rels = link.external ? [...rel, 'noopener', 'noreferrer'] : rel
  return {
    href: link.href,
    ...(link.external ? { target: '_blank' } : {}),
    ...(rels.length ? { rel: [...new Set(rels)].join(' ') } : {}),
  }
}

/** The recipe's picture across the card: the column less the card's padding (294 px on a 375 px phone, 654 px at 1280). */
const IMAGE_DISPLAY = { mobile: 294, desktop: 654 }

function Tip({ tip, id }: { tip: { title: string; text: string }; id: string }) {
  return (
    <aside className={styles.tip} aria-labelledby={id}>
      <p id={id} className={styles.tipTitle}>
        {tip.title || 'Tip'}
      </p>
      <p className={styles.tipText}>{tip.text}</p>
    </aside>
  )
}

/** The sponsor's logo: 28 px high, as wide as its proportions make it. */
function logoDisplay(logo: ImageView) {
  const width = logo.width && logo.height ? (28 * logo.width) / logo.height : 112
  return { mobile: width, desktop: width }
}

function Sponsor({ sponsor }: { sponsor: NonNullable<RecipeView['sponsor']> }) {
  const name = sponsor.name || sponsor.logo?.alt || ''
  const mark = sponsor.logo ? (
    <Picture
      image={sponsor.logo}
      display={logoDisplay(sponsor.logo)}
      imgClassName={styles.sponsorLogo}
      alt={name || 'Sponsor'}
    />
  ) : (
    name
  )
  return (
    <p className={styles.sponsor}>
      <span className={styles.sponsorLabel}>Sponsored{mark ? ' by' : ''}</span>
      {mark ? ' ' : null}
      {mark && sponsor.link ? (
        <a className={styles.sponsorLink} {...linkProps(sponsor.link, ['sponsored', 'noopener'])}>
          {mark}
        </a>
      ) : (
        mark
      )}
    </p>
  )
}

function ServingsControl({
  id,
  base,
  servings,
  actions,
}: {
  id: string
  base: number
  servings: number
  actions?: CardActions
}) {
  const atMin = servings <= SERVINGS_MIN
  const atMax = servings >= servingsMax(base)
  const labelId = `${id}-servings-label`
  return (
    // biome-ignore lint/a11y/useSemanticElements: buttons around a number, not form fields: a named group (a fieldset's legend would not sit in the row)
    <div className={styles.stepper} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.stepperLabel}>
        {SERVINGS_LABEL}
      </span>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={FEWER_LABEL}
        aria-controls={`${id}-ingredients`}
        disabled={!actions}
        aria-disabled={actions && atMin ? 'true' : undefined}
        onClick={actions && !atMin ? () => actions.onServings(servings - 1) : undefined}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span className={styles.stepCount}>{servings}</span>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={MORE_LABEL}
        aria-controls={`${id}-ingredients`}
        disabled={!actions}
        aria-disabled={actions && atMax ? 'true' : undefined}
        onClick={actions && !atMax ? () => actions.onServings(servings + 1) : undefined}
      >
        <span aria-hidden="true">+</span>
      </button>
      <button
        type="button"
        className={styles.resetButton}
        disabled={!actions}
        aria-disabled={actions && servings === base ? 'true' : undefined}
        onClick={actions && servings !== base ? () => actions.onServings(base) : undefined}
      >
        Reset to {base}
      </button>
    </div>
  )
}

/** A checkbox that is the reader's in the server HTML and the leaf's (saved) once it has loaded. */
function Check({
  id,
  itemKey,
  checked,
  actions,
}: {
  id: string
  itemKey: string
  checked: boolean
  actions?: CardActions
}) {
  return actions ? (
    <input
      id={id}
      type="checkbox"
      className={styles.checkbox}
      checked={checked}
      onChange={() => actions.onToggle(itemKey)}
    />
  ) : (
    <input id={id} type="checkbox" className={styles.checkbox} defaultChecked={checked} />
  )
}

function NutritionPanel({ view, servings }: { view: RecipeView; servings: number | null }) {
  const headingId = `${view.id}-nutrition`
  const totals = servings !== null && view.servings !== null
  // The servings the reader chose (the recipe's own until they change it): a serving stays the same size, so
  // scaling changes how many there are, never what one holds.
  const count = servings ?? view.servings
  return (
    <section className={styles.nutrition} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionHeading}>
        Nutrition facts
      </h3>
      {count !== null || view.servingSize ? (
        <p className={styles.nutritionServings}>
          {count !== null ? <span>{servingsNoun(count)} per recipe</span> : null}
          {count !== null && view.servingSize ? <span aria-hidden="true"> · </span> : null}
          {view.servingSize ? <span>Serving size: {view.servingSize}</span> : null}
        </p>
      ) : null}
      <table className={styles.nutritionTable}>
        <caption className="visually-hidden">
          {totals ? 'Nutrition per serving and for the whole recipe' : 'Nutrition per serving'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Nutrient</th>
            <th scope="col">Per serving</th>
            {totals ? <th scope="col">Whole recipe ({servingsNoun(servings)})</th> : null}
          </tr>
        </thead>
        <tbody>
          {view.nutrition.map((row) => (
            <tr key={row.key} className={row.sub ? styles.subRow : undefined}>
              <th scope="row">{row.label}</th>
              <td>
                {formatNutrient(row.perServing, row.unit)} <Unit unit={row.unit} spoken={row.spoken} />
              </td>
              {totals ? (
                <td>
                  {formatNutrient(nutrientTotal(row.perServing, servings), row.unit)}{' '}
                  <Unit unit={row.unit} spoken={row.spoken} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function Unit({ unit, spoken }: { unit: string; spoken: string }) {
  return (
    <>
      <span aria-hidden="true">{unit}</span>
      <span className="visually-hidden">{spoken}</span>
    </>
  )
}

/** The recipe card. */
export function RecipeCard({ view, checked, servings, actions, announcement = '' }: RecipeCardProps) {
  const titleId = `${view.id}-title`
  const factor = servings !== null && view.servings !== null ? servingsFactor(servings, view.servings) : 1
  const facts = [
    ...view.times.map((t) => ({
      key: t.kind,
      label: t.label,
      value: (
        <time dateTime={t.iso ?? undefined}>
          <span aria-hidden="true">{t.short}</span>
          <span className="visually-hidden">{t.long}</span>
        </time>
      ),
    })),
    ...(view.cuisine ? [{ key: 'cuisine', label: 'Cuisine', value: view.cuisine }] : []),
    ...(view.category ? [{ key: 'category', label: 'Category', value: view.category }] : []),
  ]
  return (
    <section id={view.id} className={styles.card} aria-labelledby={titleId} data-recipe-card="">
      {view.sponsor ? <Sponsor sponsor={view.sponsor} /> : null}
      <h2 id={titleId} className={styles.title}>
        {view.title}
      </h2>
      {view.description ? <p className={styles.description}>{view.description}</p> : null}
      {view.image ? <Picture image={view.image} display={IMAGE_DISPLAY} imgClassName={styles.image} /> : null}
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.key} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {servings !== null ? <p className={styles.yield}>{servingsText(servings)}</p> : null}
      <div className={styles.toolbar}>
        {view.servings !== null && servings !== null ? (
          <ServingsControl id={view.id} base={view.servings} servings={servings} actions={actions} />
        ) : null}
        <button type="button" className={styles.printButton} disabled={!actions} onClick={actions?.onPrint}>
          {PRINT_LABEL}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className={styles.columns}>
        {view.ingredients.length > 0 ? (
          <div className={styles.ingredients}>
            <h3 className={styles.sectionHeading}>Ingredients</h3>
            <ul id={`${view.id}-ingredients`} className={styles.checklist}>
              {view.ingredients.map((item) => {
                const inputId = `${view.id}-${item.key.replace(':', '-')}`
                const isChecked = checked.has(item.key)
                return (
                  <li
                    key={item.key}
                    className={styles.checkItem}
                    data-checked={isChecked ? 'true' : undefined}
                  >
                    <Check id={inputId} itemKey={item.key} checked={isChecked} actions={actions} />
                    <span className={styles.checkBody}>
                      <label htmlFor={inputId}>{scaleIngredient(item.text, factor)}</label>
                      {item.link ? (
                        <>
                          {' '}
                          <a className={styles.more} {...linkProps(item.link)}>
                            Learn more<span className="visually-hidden"> about {item.text}</span>
                          </a>
                        </>
                      ) : null}
                    </span>
                  </li>
                )
              })}
            </ul>
            {view.substitution ? (
              <p className={styles.swap}>
                Missing something? <a {...linkProps(view.substitution)}>See ingredient substitutions</a>
              </p>
            ) : null}
            {view.tipAfterIngredients ? (
              <Tip tip={view.tipAfterIngredients} id={`${view.id}-ingredients-tip`} />
            ) : null}
          </div>
        ) : null}
        {view.instructions.length > 0 ? (
          <div className={styles.instructions}>
            <h3 className={styles.sectionHeading}>Instructions</h3>
            <ol className={styles.checklist}>
              {view.instructions.map((step, index) => {
                const inputId = `${view.id}-${step.key.replace(':', '-')}`
                const isChecked = checked.has(step.key)
                return (
                  <li
                    key={step.key}
                    id={stepDomId(view.id, index)}
                    className={styles.checkItem}
                    data-checked={isChecked ? 'true' : undefined}
                  >
                    <Check id={inputId} itemKey={step.key} checked={isChecked} actions={actions} />
                    <span className={styles.checkBody}>
                      <label htmlFor={inputId}>
                        <span className={styles.stepNumber}>Step {index + 1}</span> {step.text}
                      </label>
                      {step.link ? (
                        <>
                          {' '}
                          <a className={styles.more} {...linkProps(step.link)}>
                            See how<span className="visually-hidden"> (step {index + 1})</span>
                          </a>
                        </>
                      ) : null}
                      {step.tip ? (
                        <span className={styles.stepTip}>
                          <strong>Tip:</strong> {step.tip}
                        </span>
                      ) : null}
                    </span>
                  </li>
                )
              })}
            </ol>
            {view.tipAfterInstructions ? (
              <Tip tip={view.tipAfterInstructions} id={`${view.id}-instructions-tip`} />
            ) : null}
          </div>
        ) : null}
      </div>
      {view.nutrition.length > 0 ? <NutritionPanel view={view} servings={servings} /> : null}
      {view.sponsor && !view.sponsor.trackerUrl ? (
        <span hidden role="img" aria-label={MISSING_TRACKER_LABEL} data-tracking-pixel="missing" />
      ) : null}
    </section>
  )
}
