import type { AdminViewServerProps, Payload } from 'payload'
import { engineDrivers, pageTargeting } from '@/cms/driverCatalog'
import { DEVICE_TYPES } from '@/lib/placements'
import { articlePath } from '@/lib/sections'
import { AUDIENCES } from '@/services/drivers/shared'
import { AdminPage } from './AdminPage'
import { LeftOut } from './LeftOut'
import { LocalDateTime } from './LocalDateTime.client'
import styles from './WhoFills.module.css'
import {
  type AdminDriver,
  type DriverLink,
  deviceName,
  explainPage,
  followedDriver,
  type PlacementCard,
  readWhoFillsForm,
  type SearchParams,
  suggestedPath,
  utcText,
  WHO_FILLS_PATH,
  type WhoFillsForm,
  whoFillsHref,
} from './whoFills'

/** An audience's name without its explanation ("Readers in the United States"). */
const audienceName = (value: string): string =>
  (AUDIENCES.find((a) => a.value === value)?.label ?? value).replace(/ \(.*\)$/, '')

/** Recent published articles to pick from. */
const RECENT_ARTICLES = 20

type Recent = { title: string; path: string }

async function recentArticles(payload: Payload): Promise<Recent[]> {
  const found = await payload.find({
    collection: 'articles',
    where: { _status: { equals: 'published' } },
    sort: '-updatedAt',
    limit: RECENT_ARTICLES,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { title: true, section: true, slug: true },
  })
  return found.docs.flatMap((doc) => {
    const path = articlePath(doc)
    return path ? [{ title: doc.title, path }] : []
  })
}

/** A driver's name, linked to its edit page; marked when it is the driver the editor came from. */
function DriverName({ driver }: { driver: DriverLink }) {
  const name = driver.href ? <a href={driver.href}>{driver.name}</a> : driver.name
  return driver.followed ? (
    <mark className={styles.followed}>
      {name} <span className={styles.note}>(the driver you came from)</span>
    </mark>
  ) : (
    name
  )
}

function Placement({ card }: { card: PlacementCard }) {
  const headingId = `placement-${card.placement}`
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {card.position}
      </h3>
      <p className={styles.note}>
        {card.help}
        {card.holds ? ` On this page it holds a ${card.holds}; drivers of another look do not fit it.` : ''}
      </p>
      <p className={styles.winner}>
        {card.winner ? (
          <>
            Shows: <DriverName driver={card.winner} />
          </>
        ) : (
          'Shows nothing: the position stays empty.'
        )}
      </p>
      <p>
        <strong>Why:</strong> {card.rule}
      </p>
      {card.candidates.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>
            Candidates: the highest priority, sharing readers by weight
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.textCell}>
                Driver
              </th>
              <th scope="col" className={styles.cell}>
                Priority
              </th>
              <th scope="col" className={styles.cell}>
                Share among equals
              </th>
              <th scope="col" className={styles.cell}>
                Readers who get it
              </th>
            </tr>
          </thead>
          <tbody>
            {card.candidates.map((c) => (
              <tr key={c.id} className={c.wins ? styles.winningRow : undefined}>
                <th scope="row" className={styles.textCell}>
                  <DriverName driver={c} />
                  {c.wins ? <span className={styles.note}> · this reader gets it</span> : null}
                </th>
                <td className={styles.cell}>{c.priority}</td>
                <td className={styles.cell}>{c.weight}</td>
                <td className={styles.cell}>{c.share}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <LeftOut items={card.excluded} noun="driver" name={(x) => <DriverName driver={x} />} />
    </section>
  )
}

function Form({ form, path, recent }: { form: WhoFillsForm; path: string; recent: Recent[] }) {
  return (
    <form method="get" action={WHO_FILLS_PATH} className={styles.form}>
      <div className={styles.field}>
        <label htmlFor="who-path">Page address</label>
        <input
          id="who-path"
          name="path"
          type="text"
          list="who-recent"
          defaultValue={path}
          placeholder="/health/heart-health"
          aria-describedby="who-path-help"
          className={styles.wide}
        />
        <datalist id="who-recent">
          {recent.map((r) => (
            <option key={r.path} value={r.path} label={r.title} />
          ))}
        </datalist>
        <p id="who-path-help" className={styles.note}>
          A published article’s address, or pick one of the {recent.length} most recently changed.
        </p>
      </div>
      <fieldset className={styles.field}>
        <legend>Device</legend>
        {DEVICE_TYPES.map((d) => (
          <label key={d.value} className={styles.choice}>
            <input type="radio" name="device" value={d.value} defaultChecked={form.device === d.value} />{' '}
            {d.label}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.field}>
        <legend>Audiences the reader is in (optional)</legend>
        {AUDIENCES.map((a) => (
          <label key={a.value} className={styles.choice}>
            <input
              type="checkbox"
              name="audience"
              value={a.value}
              defaultChecked={form.audiences.includes(a.value)}
            />{' '}
            {a.label}
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="who-bucket">Reader bucket</label>
          <input
            id="who-bucket"
            name="bucket"
            type="number"
            min={0}
            max={99}
            step={1}
            defaultValue={form.bucket}
            aria-describedby="who-bucket-help"
          />
          <p id="who-bucket-help" className={styles.note}>
            0 to 99. Each browser is put in one bucket at random; drivers of equal priority share the buckets
            by their weights. Try other numbers to see each of them.
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor="who-at">Date and time</label>
          <LocalDateTime id="who-at" name="at" tzName="tz" defaultValue={form.at} describedBy="who-at-help" />
          <p id="who-at-help" className={styles.note}>
            In your time zone. Empty: now. Check a driver before it starts or after it ends.
          </p>
        </div>
      </div>
      {form.driver ? <input type="hidden" name="driver" value={form.driver} /> : null}
      <button type="submit" className="btn btn--style-primary btn--size-medium">
        Show who fills it
      </button>
    </form>
  )
}

/**
 * Promotions → "Who fills this placement, and why" (issue 17): an editor picks a page and a reader (device,
 * audiences, bucket, moment), and sees for every position on that page the driver the placement engine picks,
 * the rule that decided, the candidates with their share of readers, and every other driver with the rule it
 * fails; each driver links to its edit page. A GET form read by this server component (a result is a link to
 * share), computed with the engine the drivers API uses: nothing is shown to readers or counted. Signed-in
 * team members only.
 */
export async function WhoFills({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  return (
    <AdminPage
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="Who fills this placement, and why"
      signedOut="Sign in to see who fills a placement."
    >
      <WhoFillsBody payload={req.payload} searchParams={(searchParams ?? {}) as SearchParams} />
    </AdminPage>
  )
}

/** Where the view reads drivers and pages: the CMS's cached reads (a test passes fixed answers). */
export type WhoFillsReads = {
  engineDrivers: () => Promise<readonly AdminDriver[]>
  pageTargeting: typeof pageTargeting
}

const CMS_READS: WhoFillsReads = { engineDrivers, pageTargeting }

/** The view under its heading, for a signed-in team member (exported for its test). */
export async function WhoFillsBody({
  payload,
  searchParams,
  reads = CMS_READS,
}: {
  payload: Payload
  searchParams: SearchParams
  reads?: WhoFillsReads
}) {
  const form = readWhoFillsForm(searchParams, Date.now())
  const [drivers, recent] = await Promise.all([reads.engineDrivers(), recentArticles(payload)])
  const follow = followedDriver(drivers, form)
  // Came from a driver without naming a page: start at the first address the driver is limited to.
  const page = form.page ?? (form.path ? null : suggestedPath(follow))
  const target = page ? await reads.pageTargeting(page) : null
  const result = target?.found ? explainPage(drivers, target.request, form) : null
  return (
    <>
      <p>
        Pick a page and a reader to see, for every promotion position on that page, which driver shows, by
        which rule, which others could have shown, and why every other driver does not. The same rules the
        site uses; nothing is shown to readers or counted. Counts per driver are in the Click report.
      </p>
      {form.driver && !follow ? (
        <p className={styles.problem} role="status">
          The driver you came from is not in the list yet: drivers are reloaded within seconds of a save; save
          it, then reload this page.
        </p>
      ) : null}
      <Form form={form} path={page ?? form.path} recent={recent} />
      {form.problems.map((problem) => (
        <p key={problem} className={styles.problem} role="alert">
          {problem}
        </p>
      ))}
      {page && target && !target.found ? (
        <p className={styles.problem} role="alert">
          No published article at {page}. Check the address, or publish the article first: only published
          pages ask for promotions.
        </p>
      ) : null}
      {!page ? (
        <section aria-labelledby="who-recent-heading">
          <h2 id="who-recent-heading">Recent articles</h2>
          {recent.length === 0 ? (
            <p>No article is published yet.</p>
          ) : (
            <ul className={styles.recent}>
              {recent.map((r) => (
                <li key={r.path}>
                  <a href={whoFillsHref(form, { path: r.path })}>{r.title}</a>{' '}
                  <span className={styles.note}>{r.path}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {result && target?.found ? (
        <section aria-labelledby="who-result-heading">
          <h2 id="who-result-heading" className={styles.resultTitle}>
            “{target.title}” ({target.request.path})
          </h2>
          <p>
            For a reader on a {deviceName(form.device).toLowerCase()}, in reader bucket {form.bucket},{' '}
            {form.audiences.length === 0
              ? 'in no audience'
              : `in the audiences ${form.audiences.map(audienceName).join(', ')}`}
            , at {utcText(form.time)}, who has not reached any driver’s limit of times per reader.{' '}
            {drivers.length} driver{drivers.length === 1 ? '' : 's'} in all; positions are decided in this
            order, and a driver shown in one is left out of the next.
          </p>
          {result.followed?.found ? (
            <div className={styles.summary}>
              <p>
                <strong>
                  <DriverName driver={{ ...result.followed.link, followed: false }} />
                </strong>{' '}
                on this page:
              </p>
              <ul>
                {result.followed.outcomes.map((o) => (
                  <li key={o.position}>
                    {o.position}: {o.outcome}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {result.cards.map((card) => (
            <Placement key={card.placement} card={card} />
          ))}
        </section>
      ) : null}
    </>
  )
}
