import { atorvastatinWidgetData } from '@/services/pricing/testData'
import { DEFAULT_DRUG_SAVINGS_TITLE } from './DrugCostSavings.config'
import { drugCostSavingsIslandProps } from './islandProps'

const drug = atorvastatinWidgetData

const base = {
  block: { id: 'abc123', title: ' Atorvastatin prices near you ', subtitle: '', bestOffer: false },
  articlePath: '/drugs/atorvastatin-savings',
  drug,
  retailerLogos: { 'maple-row': '/api/cms/media/file/maple-row.png' },
}

describe('drugCostSavingsIslandProps', () => {
  it("is the article variant with the editor's heading in an article", () => {
    expect(drugCostSavingsIslandProps({ ...base, template: 'article' })).toEqual({
      id: 'abc123',
      variant: 'article',
      bestOffer: false,
      fullWidth: false,
      title: 'Atorvastatin prices near you',
      subtitle: null,
      drug,
      retailerLogos: { 'maple-row': '/api/cms/media/file/maple-row.png' },
      articlePath: '/drugs/atorvastatin-savings',
      adInsteadOfDriver: false,
    })
  })

  it('uses the default heading when the editor left it empty, and keeps the line under it', () => {
    const props = drugCostSavingsIslandProps({
      ...base,
      block: { title: '', subtitle: 'With a free coupon.', bestOffer: true },
      template: undefined,
      ordinal: 2,
    })
    expect(props).toMatchObject({
      id: 'drug-cost-savings-2',
      title: DEFAULT_DRUG_SAVINGS_TITLE,
      subtitle: 'With a free coupon.',
      bestOffer: true,
      variant: 'article',
    })
  })

  it("is the template variant with the spec's fixed heading on a drug-savings page", () => {
    expect(drugCostSavingsIslandProps({ ...base, template: 'drugSavings' })).toMatchObject({
      variant: 'template',
      title: 'Save money without using insurance',
      fullWidth: false,
    })
  })

  it('is full width on a subcategory landing page', () => {
    expect(drugCostSavingsIslandProps({ ...base, template: 'subcategoryLandingPage' })).toMatchObject({
      variant: 'article',
      fullWidth: true,
    })
  })

  it('renders nothing in an article without a drug, but keeps the unavailable state on a drug-savings page', () => {
    expect(drugCostSavingsIslandProps({ ...base, drug: null, template: 'article' })).toBeNull()
    expect(drugCostSavingsIslandProps({ ...base, drug: null, template: 'drugSavings' })).toMatchObject({
      variant: 'template',
      drug: null,
      retailerLogos: {},
    })
  })
})
