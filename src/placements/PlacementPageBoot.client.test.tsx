import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { PlacementPageBoot } from './PlacementPageBoot.client'
import { currentPlacementPage, type PlacementPage, placementSiteHost, resetPlacementPage } from './page'

const page: PlacementPage = {
  path: '/heart-health/blood-pressure',
  k1: 'blood pressure',
  kMetas: ['blood pressure'],
  pageType: 'article',
  categorySlugs: ['heart-health'],
  section: 'heart-health',
  mock: false,
}

afterEach(() => {
  resetPlacementPage()
})

describe('PlacementPageBoot', () => {
  it('renders nothing, on the server or in the browser', () => {
    expect(renderToString(<PlacementPageBoot page={page} />)).toBe('')
    const { container } = render(<PlacementPageBoot page={page} siteHost="wellread.example" />)
    expect(container).toBeEmptyDOMElement()
  })

  it('gives the runtime the page’s targeting and the site’s host', () => {
    render(<PlacementPageBoot page={page} siteHost="Wellread.Example" />)
    expect(currentPlacementPage()).toEqual(page)
    expect(placementSiteHost()).toBe('wellread.example')
  })

  it('before it, the runtime knows only the address bar’s path and host', () => {
    resetPlacementPage()
    expect(currentPlacementPage()).toMatchObject({ path: window.location.pathname, k1: null, mock: false })
    expect(placementSiteHost()).toBe(window.location.hostname)
  })
})
