// @vitest-environment jsdom
import { CLIENT_ERROR_EVENT } from '@/lib/tracking'
import { EARLY_ERRORS_SCRIPT } from './earlyErrors'

// The script adds its listeners once, as the page does.
beforeAll(() => {
  new Function(EARLY_ERRORS_SCRIPT)()
})

beforeEach(() => {
  delete window.wellreadEvents
})

const last = () => window.wellreadEvents?.at(-1)

describe('the early errors script', () => {
  it('keeps an uncaught error with its name and stack, and announces it', () => {
    const announced = vi.fn()
    window.addEventListener(CLIENT_ERROR_EVENT, announced)
    const error = new RangeError('too far')
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught RangeError: too far', error }))
    expect(last()).toEqual({
      name: 'client.error',
      kind: 'error',
      message: 'Uncaught RangeError: too far',
      errorName: 'RangeError',
      stack: error.stack,
    })
    expect(announced).toHaveBeenCalled()
    window.removeEventListener(CLIENT_ERROR_EVENT, announced)
  })

  it('leaves out a cross-origin script’s opaque error', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }))
    expect(window.wellreadEvents).toBeUndefined()
  })

  it('keeps an unhandled rejection', () => {
    const event = new Event('unhandledrejection') as Event & { reason: unknown }
    event.reason = new Error('nobody caught me')
    window.dispatchEvent(event)
    expect(last()).toMatchObject({
      kind: 'unhandledrejection',
      message: 'nobody caught me',
      errorName: 'Error',
    })
  })

  it('keeps a script or stylesheet of the site’s own that failed to load, not another host’s', () => {
    const own = document.createElement('script')
    own.src = '/_next/static/chunks/abc.js'
    document.body.append(own)
    own.dispatchEvent(new Event('error'))
    expect(last()).toEqual({
      name: 'client.error',
      kind: 'resource',
      where: 'script.load',
      message: 'Failed to load script',
      source: `${location.origin}/_next/static/chunks/abc.js`,
    })
    const sheet = document.createElement('link')
    sheet.rel = 'stylesheet'
    sheet.href = '/_next/static/css/a.css'
    document.head.append(sheet)
    sheet.dispatchEvent(new Event('error'))
    expect(last()).toMatchObject({ kind: 'resource', where: 'stylesheet.load' })
    delete window.wellreadEvents
    const other = document.createElement('script')
    other.src = 'https://partner.example/gpt.js'
    document.body.append(other)
    other.dispatchEvent(new Event('error'))
    const image = document.createElement('img')
    image.src = '/a.png'
    document.body.append(image)
    image.dispatchEvent(new Event('error'))
    expect(window.wellreadEvents).toBeUndefined()
  })
})
