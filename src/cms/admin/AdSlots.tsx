import type { AdminViewServerProps } from 'payload'
import { DEVICE_TYPES } from '@/lib/placements'
import { SECTIONS } from '@/lib/sections'
import type { AdCatalog } from '@/services/ads/catalog'
import { AdminPage } from './AdminPage'
import {
  AD_SLOTS_PATH,
  type AdPageAddress,
  type AdPageLookup,
  type AdPagePlan,
  type AdSlotCard,
  type AdSlotsForm,
  adSlotsHref,
  type CampaignLink,
  deviceName,
  explainAdSlots,
  phoneOnlySlots,
  readAdSlotsForm,
  type SearchParams,
} from './adSlots'
import { LeftOut } from './LeftOut'
import styles from './WhoFills.module.css'

/** Where the view reads the catalog, pages and names (the admin wires the CMS's; a test passes fixed answers). */
export type AdSlotsReads = {
  catalog: () => Promise<AdCatalog>
  /** The page's slots as its cached HTML holds them, or why there is no such page. */
  page: (address: AdPageAddress) => Promise<AdPageLookup>
  creativeNames: (ids: string[]) => Promise<ReadonlyMap<string, string>>
  recent: () => Promise<{ title: string; path: string }[]>
}

/** A campaign's name, linked to its edit page; marked when it is the campaign the editor came from. */
function CampaignName({ campaign }: { campaign: CampaignLink }) {
  const name = campaign.href ? <a href={campaign.href}>{campaign.name}</a> : campaign.name
  return campaign.followed ? (
    <mark className={styles.followed}>
      {name} <span className={styles.note}>(the campaign you came from)</span>
    </mark>
  ) : (
    name
  )
}

function Slot({ card, creativeName }: { card: AdSlotCard; creativeName: string | null }) {
  const headingId = `ad-slot-${card.slot.id.replace('.', '-')}`
  const { winner } = card
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {card.slot.id}: {card.position}
      </h3>
      <p className={styles.note}>
        {card.slot.where}. A {card.size} box. {card.slot.note ?? ''}
      </p>
      <p className={styles.winner}>
        {winner ? (
          <>
            Shows: <CampaignName campaign={winner.campaign} />
            {winner.advertiser ? ` (${winner.advertiser})` : ''}, creative{' '}
            <a href={winner.creative.href}>{creativeName ?? `#${winner.creative.id}`}</a>
          </>
        ) : (
          'Shows nothing: the slot stays empty.'
        )}
      </p>
      {winner ? <p className={styles.note}>The creative: {winner.creative.look}.</p> : null}
      <p>
        <strong>Why:</strong> {card.rule}
      </p>
      {card.shares.length > 1 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>Candidates: sharing readers by weight</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.textCell}>
                Campaign
              </th>
              <th scope="col" className={styles.cell}>
                Readers who get it
              </th>
            </tr>
          </thead>
          <tbody>
            {card.shares.map((c) => (
              <tr key={c.id} className={c.wins ? styles.winningRow : undefined}>
                <th scope="row" className={styles.textCell}>
                  <CampaignName campaign={c} />
                  {c.wins ? <span className={styles.note}> · this reader gets it</span> : null}
                </th>
                <td className={styles.cell}>{c.share}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {card.passedOver.length > 0 ? (
        <div>
          <p>
            <strong>Passed over</strong> (they may show here, but not to this reader on this page):
          </p>
          <ul>
            {card.passedOver.map((x) => (
              <li key={x.id}>
                <CampaignName campaign={x} />: {x.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <LeftOut items={card.excluded} noun="campaign" name={(x) => <CampaignName campaign={x} />} />
    </section>
  )
}

function Form({ form, recent }: { form: AdSlotsForm; recent: { title: string; path: string }[] }) {
  return (
    <form method="get" action={AD_SLOTS_PATH} className={styles.form}>
      <div className={styles.field}>
        <label htmlFor="ad-path">Page address</label>
        <input
          id="ad-path"
          name="path"
          type="text"
          list="ad-recent"
          defaultValue={form.address?.path ?? form.path}
          placeholder="/fitness/walking-for-heart-health"
          aria-describedby="ad-path-help"
          className={styles.wide}
        />
        <datalist id="ad-recent">
          <option value="/" label="Home page" />
          {SECTIONS.map((s) => (
            <option key={s.slug} value={`/${s.slug}`} label={s.label} />
          ))}
          {recent.map((r) => (
            <option key={r.path} value={r.path} label={r.title} />
          ))}
        </datalist>
        <p id="ad-path-help" className={styles.note}>
          An article’s address, / for the home page, or a section such as /health (its older pages:
          /health/page/2).
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
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="ad-bucket">Reader bucket</label>
          <input
            id="ad-bucket"
            name="bucket"
            type="number"
            min={0}
            max={99}
            step={1}
            defaultValue={form.bucket}
            aria-describedby="ad-bucket-help"
          />
          <p id="ad-bucket-help" className={styles.note}>
            0 to 99. Each page view is put in one bucket at random; campaigns of the same tier share the
            buckets by their weights. Try other numbers to see each of them.
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor="ad-country">Reader’s country (optional)</label>
          <input
            id="ad-country"
            name="country"
            type="text"
            maxLength={2}
            defaultValue={form.country ?? ''}
            placeholder="US"
            aria-describedby="ad-country-help"
          />
          <p id="ad-country-help" className={styles.note}>
            A two-letter code. Empty: a reader whose country is not known, so campaigns limited to some
            countries are left out.
          </p>
        </div>
      </div>
      {form.campaign ? <input type="hidden" name="campaign" value={form.campaign} /> : null}
      <button type="submit" className="btn btn--style-primary btn--size-medium">
        Show who fills its ad slots
      </button>
    </form>
  )
}

/** What the page tells the ad server, and its marks, in a few lines. */
function PageFacts({ plan }: { plan: AdPagePlan }) {
  return (
    <ul>
      <li>
        What the page tells the ad server: section {plan.section ?? 'none'}, template {plan.template}
        {plan.categorySlugs.length > 0 ? `, categories ${plan.categorySlugs.join(', ')}` : ', no categories'}
        {plan.keywords.length > 0 ? `, keywords ${plan.keywords.join(', ')}` : ', no keywords'}.
      </li>
      {plan.sensitive ? (
        <li>
          <strong>Sensitive topic: house ads only</strong>, and never an advertising partner.{' '}
          {plan.sensitiveBecause.join(' ')}
        </li>
      ) : null}
      {plan.cpuv ? (
        <li>Sold per unique visitor: at most 3 inline ads, 2 of them with a leaderboard face.</li>
      ) : null}
      {plan.kind === 'article' && !plan.automatic ? (
        <li>“Place ads automatically” is off: only the editors’ Advertisement blocks make inline slots.</li>
      ) : null}
    </ul>
  )
}

function Result({
  plan,
  form,
  catalog,
  explained,
  creativeNames,
}: {
  plan: AdPagePlan
  form: AdSlotsForm
  catalog: AdCatalog
  explained: ReturnType<typeof explainAdSlots>
  creativeNames: ReadonlyMap<string, string>
}) {
  const title = (
    <h2 id="ad-result-heading" className={styles.resultTitle}>
      “{plan.title}” ({plan.path})
    </h2>
  )
  if (!plan.show)
    return (
      <section aria-labelledby="ad-result-heading">
        {title}
        <p>
          <strong>This page shows no ads</strong>: its cached page holds no ad slot, on any device.
        </p>
        <ul>
          {plan.adFreeBecause.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        {plan.editHref ? (
          <p>
            <a href={plan.editHref}>Edit the article</a> to change its own mark.
          </p>
        ) : null}
      </section>
    )
  const { cards, followed } = explained
  const phoneOnly = phoneOnlySlots(plan, form.device)
  return (
    <section aria-labelledby="ad-result-heading">
      {title}
      <p>
        For a reader on a {deviceName(form.device).toLowerCase()}, in reader bucket {form.bucket},{' '}
        {form.country ? `in ${form.country}` : 'whose country is not known'}, without advertising consent (so
        nothing about the reader is known and frequency caps do not apply), now. {catalog.campaigns.length}{' '}
        campaign{catalog.campaigns.length === 1 ? '' : 's'} in all. The page asks for its slots in this order
        in one decision, and a campaign shown in one slot gives way in the next while another can fill it.
      </p>
      <PageFacts plan={plan} />
      {plan.editHref ? (
        <p>
          <a href={plan.editHref}>Edit the article</a> (its Advertising settings and Advertisement blocks).
        </p>
      ) : null}
      {followed?.found ? (
        <div className={styles.summary}>
          <p>
            <strong>
              <CampaignName campaign={{ ...followed.link, followed: false }} />
            </strong>{' '}
            on this page:
          </p>
          <ul>
            {followed.outcomes.map((o) => (
              <li key={o.slot}>
                {o.slot}: {o.outcome}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {followed && !followed.found ? (
        <p className={styles.problem} role="status">
          The campaign you came from is not in the ad server’s list yet: campaigns are reloaded within seconds
          of a save; save it, then reload this page.
        </p>
      ) : null}
      {cards.length === 0 ? (
        <p>This page asks for no ad slot on a {deviceName(form.device).toLowerCase()}.</p>
      ) : null}
      {phoneOnly.length > 0 ? (
        <p className={styles.note}>
          Inline slot{phoneOnly.length === 1 ? '' : 's'} {phoneOnly.join(', ')} show
          {phoneOnly.length === 1 ? 's' : ''} on phones only: a page holds fewer wide inline ads than phone
          ones.
        </p>
      ) : null}
      {cards.map((card) => (
        <Slot
          key={card.slot.id}
          card={card}
          creativeName={card.winner ? (creativeNames.get(card.winner.creative.id) ?? null) : null}
        />
      ))}
    </section>
  )
}

/** The view under its heading, for a signed-in team member (exported for its test). */
export async function AdSlotsBody({
  searchParams,
  reads,
}: {
  searchParams: SearchParams
  reads: AdSlotsReads
}) {
  const form = readAdSlotsForm(searchParams)
  const [catalog, recent, lookup] = await Promise.all([
    reads.catalog(),
    reads.recent(),
    form.address ? reads.page(form.address) : Promise.resolve(null),
  ])
  const plan = lookup?.found ? lookup : null
  const explained = plan ? explainAdSlots(catalog, plan, form, Date.now()) : null
  const chosen = explained?.cards.flatMap((c) => (c.winner ? [c.winner.creative.id] : [])) ?? []
  const names = chosen.length > 0 ? await reads.creativeNames(chosen) : new Map<string, string>()
  return (
    <>
      <p>
        Pick a page and a device to see the page’s ad slots as that device asks for them, which campaign and
        creative fill each, and why every other campaign is passed over. The same rules the site’s ad server
        uses; nothing is shown to readers or counted. Counts per campaign are in the{' '}
        <a href="/admin/commerce-report#ads">Click report</a>.
      </p>
      <Form form={form} recent={recent} />
      {form.problems.map((problem) => (
        <p key={problem} className={styles.problem} role="alert">
          {problem}
        </p>
      ))}
      {lookup && !lookup.found ? (
        <p className={styles.problem} role="alert">
          {lookup.why}
        </p>
      ) : null}
      {!form.address ? (
        <section aria-labelledby="ad-pages-heading">
          <h2 id="ad-pages-heading">Pages to check</h2>
          <ul className={styles.recent}>
            <li>
              <a href={adSlotsHref(form, { path: '/' })}>Home page</a> <span className={styles.note}>/</span>
            </li>
            {SECTIONS.map((s) => (
              <li key={s.slug}>
                <a href={adSlotsHref(form, { path: `/${s.slug}` })}>{s.label}</a>{' '}
                <span className={styles.note}>/{s.slug}</span>
              </li>
            ))}
            {recent.map((r) => (
              <li key={r.path}>
                <a href={adSlotsHref(form, { path: r.path })}>{r.title}</a>{' '}
                <span className={styles.note}>{r.path}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {plan && explained ? (
        <Result plan={plan} form={form} catalog={catalog} explained={explained} creativeNames={names} />
      ) : null}
    </>
  )
}

/**
 * Advertising → "Who fills this ad slot, and why" (issue 28): an editor picks a page and a device, and sees the
 * page's ad slots as that device asks for them, the campaign and creative the ad engine picks for each, the
 * rule that decided, and every other campaign with why it is passed over; each links to its edit page. A GET
 * form read by this server component (a result is a link to share). Registered through
 * `src/article/adSlotsAdmin.tsx`, which wires the reads (the page's slots come from the article pipeline).
 * Signed-in team members only.
 */
export async function AdSlotsView({
  initPageResult,
  params,
  searchParams,
  reads,
}: AdminViewServerProps & { reads: AdSlotsReads }) {
  return (
    <AdminPage
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="Who fills this ad slot, and why"
      signedOut="Sign in to see who fills an ad slot."
    >
      <AdSlotsBody searchParams={(searchParams ?? {}) as SearchParams} reads={reads} />
    </AdminPage>
  )
}
