import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { drugWidgetData } from '@/cms/drugWidgetData'
import type { Drug, DrugCostSavingsBlock } from '@/cms/payload-types'
import { DRUGS } from '@/seed/data/drugs'
import { captureLogs } from '../../../tests/unit/log-capture'
import { testWidgetContext } from '../context'
import type { WidgetContext } from '../types'
import { DrugCostSavings, type DrugSource } from './DrugCostSavings'
import { DrugCostSavingsIsland } from './DrugCostSavings.lazy.client'
import type { DrugCostSavingsIslandProps } from './islandProps'

// The widget's island is deferred (src/ui/deferredIsland.tsx): load its code first, as the reader's approach
// would, so that it renders here.
beforeAll(async () => {
  await DrugCostSavingsIsland.wake()
})

const lisinopril = drugWidgetData({ id: 3, ...DRUGS.lisinopril })!
const logos = { 'maple-row': '/api/cms/media/file/seed-pharmacy-maple-row.png' }

/** A source that answers like the CMS and records what it was asked. */
function recordingSource(overrides: Partial<DrugSource> = {}) {
  const asked: (string | number)[] = []
  let logoReads = 0
  const source: DrugSource = {
    drug: async (id) => {
      asked.push(id)
      return id === 3 ? lisinopril : null
    },
    logos: async () => {
      logoReads += 1
      return logos
    },
    ...overrides,
  }
  return { source, asked, logoReads: () => logoReads }
}

const block = (fields: Partial<DrugCostSavingsBlock> = {}): DrugCostSavingsBlock => ({
  blockType: 'drugCostSavings',
  id: 'block-1',
  drug: 3,
  title: 'Lisinopril prices near you',
  subtitle: null,
  bestOffer: false,
  ...fields,
})

async function islandProps(
  fields: Partial<DrugCostSavingsBlock>,
  context: Partial<WidgetContext>,
  source: DrugSource,
): Promise<DrugCostSavingsIslandProps | null> {
  const element = (await DrugCostSavings({
    block: block(fields),
    context: testWidgetContext(context),
    source,
  })) as ReactElement<DrugCostSavingsIslandProps> | null
  return element ? element.props : null
}

describe('DrugCostSavings (server)', () => {
  it('reads the drug by id and the logos, and hands the island the article variant', async () => {
    const { source, asked } = recordingSource()
    const props = await islandProps({}, { articlePath: '/drugs/atorvastatin' }, source)
    expect(asked).toEqual([3])
    expect(props).toEqual({
      id: 'block-1',
      variant: 'article',
      bestOffer: false,
      fullWidth: false,
      title: 'Lisinopril prices near you',
      subtitle: null,
      drug: lisinopril,
      retailerLogos: logos,
      articlePath: '/drugs/atorvastatin',
      adInsteadOfDriver: false,
    })
  })

  it('is the template variant on a drug-savings page, and full width on a subcategory landing page', async () => {
    const { source } = recordingSource()
    expect(await islandProps({}, { template: 'drugSavings' }, source)).toMatchObject({
      variant: 'template',
      title: 'Save money without using insurance',
    })
    expect(
      await islandProps({ bestOffer: true }, { template: 'subcategoryLandingPage' }, source),
    ).toMatchObject({
      variant: 'article',
      fullWidth: true,
      bestOffer: true,
    })
  })

  it('uses a populated drug as given, without reading the CMS', async () => {
    const { source, asked, logoReads } = recordingSource()
    const populated = { ...DRUGS.metformin, id: 2, createdAt: '', updatedAt: '' } as Drug
    const props = await islandProps({ drug: populated }, {}, source)
    expect(asked).toEqual([])
    expect(logoReads()).toBe(0)
    expect(props?.drug?.name).toBe('Metformin')
    expect(props?.retailerLogos).toEqual({})
  })

  it('renders nothing in an article when the drug is gone, and reads no logos for it', async () => {
    const { source, logoReads } = recordingSource()
    expect(await islandProps({ drug: 99 }, {}, source)).toBeNull()
    expect(logoReads()).toBe(0)
  })

  it('says savings are unavailable on a drug-savings page whose drug is gone', async () => {
    const { source } = recordingSource()
    const element = await DrugCostSavings({
      block: block({ drug: 99 }),
      context: testWidgetContext({ template: 'drugSavings' }),
      source,
    })
    const { container } = render(<div>{element}</div>)
    expect(container.textContent).toContain('Cost savings currently unavailable')
    expect(container.textContent).toContain(
      'We currently do not have cost savings available for this drug. Please check back again in the future for prescription drugs savings options.',
    )
  })

  it('leaves the widget out when the drug cannot be read, and shows initials when the logos cannot', async () => {
    const logs = captureLogs()
    const down = recordingSource({
      drug: async () => {
        throw new Error('database unreachable')
      },
    })
    expect(await islandProps({}, {}, down.source)).toBeNull()
    const noLogos = recordingSource({
      logos: async () => {
        throw new Error('database unreachable')
      },
    })
    expect(await islandProps({}, {}, noLogos.source)).toMatchObject({ drug: lisinopril, retailerLogos: {} })
    logs.restore()
    expect(logs.said().split('\n')).toEqual([
      '[widgets] could not read the drug; the widget is left out Error: database unreachable',
      '[widgets] could not read the pharmacy logos; the cards show initials Error: database unreachable',
    ])
    // Neither the drug nor the page the reader was on is in the log (ADR 27 §10).
    expect(logs.text()).not.toMatch(/lisinopril/i)
  })

  it('holds an ad in the copay driver’s place on the rybelsus test page, where the page shows ads', async () => {
    const { source } = recordingSource()
    const withAds = (await DrugCostSavings({
      block: block({}),
      context: testWidgetContext({ articlePath: '/drugs/rybelsus-test', ads: true }),
      source,
    })) as ReactElement
    const { container } = render(withAds)
    const slots = [...container.querySelectorAll('[data-ad-slot]')].map((e) => e.getAttribute('data-ad-slot'))
    expect(slots).toEqual(['MMR2.9', 'DLB2.9'])
    expect(container.textContent).toContain('Advertisement')
    const adFree = (await DrugCostSavings({
      block: block({}),
      context: testWidgetContext({ articlePath: '/drugs/rybelsus-test', ads: false }),
      source,
    })) as ReactElement<DrugCostSavingsIslandProps>
    expect(adFree.props.adInsteadOfDriver).toBe(true)
    const other = await islandProps({}, { articlePath: '/drugs/atorvastatin', ads: true }, source)
    expect(other?.adInsteadOfDriver).toBe(false)
  })
})
