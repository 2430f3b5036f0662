import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { DriverPageBoot } from './DriverPageBoot.client'
import { driverSiteHost, setDriverSiteHost } from './frame'
import { currentDriverPage, type DriverPage, resetDriverRuntime } from './registry'

const page: DriverPage = {
  path: '/heart-health/blood-pressure',
  k1: 'blood pressure',
  kMetas: ['blood pressure'],
  pageType: 'article',
  categorySlugs: ['heart-health'],
  section: 'heart-health',
  mock: false,
}

afterEach(() => {
  resetDriverRuntime()
  setDriverSiteHost(null)
})

describe('DriverPageBoot', () => {
  it('renders nothing, on the server or in the browser', () => {
    expect(renderToString(<DriverPageBoot page={page} />)).toBe('')
    const { container } = render(<DriverPageBoot page={page} siteHost="wellread.example" />)
    expect(container).toBeEmptyDOMElement()
  })

  it('gives the runtime the page’s targeting and the site’s host', () => {
    render(<DriverPageBoot page={page} siteHost="Wellread.Example" />)
    expect(currentDriverPage()).toEqual(page)
    expect(driverSiteHost()).toBe('wellread.example')
  })

  it('before it, the runtime knows only the address bar’s path and host', () => {
    resetDriverRuntime()
    expect(currentDriverPage()).toMatchObject({ path: window.location.pathname, k1: null, mock: false })
    expect(driverSiteHost()).toBe(window.location.hostname)
  })
})
