import { articleDriverPage, driverMock, listingDriverPage } from './driverPage'

describe('the page’s targeting for the placement runtime', () => {
  it('an article: path, first keyword, keywords, template, category slugs (sorted, once) and section', () => {
    expect(
      articleDriverPage(
        {
          path: '/heart-health/blood-pressure',
          k1: 'blood pressure',
          keywords: ['blood pressure', 'hypertension'],
          template: 'marketingLandingPage',
          categories: [
            { title: 'Sleep', slug: 'sleep' },
            { title: 'Heart', slug: 'heart-health' },
            { title: 'Heart again', slug: 'heart-health' },
          ],
          section: 'heart-health',
        },
        false,
      ),
    ).toEqual({
      path: '/heart-health/blood-pressure',
      k1: 'blood pressure',
      kMetas: ['blood pressure', 'hypertension'],
      pageType: 'marketingLandingPage',
      categorySlugs: ['heart-health', 'sleep'],
      section: 'heart-health',
      mock: false,
    })
  })

  it('a listing page: its path and section only', () => {
    expect(listingDriverPage('/', null, true)).toEqual({
      path: '/',
      k1: null,
      kMetas: [],
      pageType: null,
      categorySlugs: [],
      section: null,
      mock: true,
    })
  })

  it.each([
    [{ promotions: { mockDrivers: true } }, true, true],
    [{ promotions: { mockDrivers: true } }, false, false],
    [{ promotions: { mockDrivers: false } }, true, false],
    [{ promotions: {} }, true, false],
    [null, true, false],
  ])('markers with settings %j where the operator allows them (%s): %s', (settings, allow, mock) => {
    expect(driverMock(settings, allow)).toBe(mock)
  })
})
