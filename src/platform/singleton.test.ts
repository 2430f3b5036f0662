import { dropSingleton, singleton } from './singleton'

describe('singleton', () => {
  afterEach(() => dropSingleton('test.counter'))

  it('creates the value once per name, even when asked from another module instance', () => {
    let created = 0
    const make = () => ({ n: ++created })
    const a = singleton('test.counter', make)
    const b = singleton('test.counter', make)
    expect(a).toBe(b)
    expect(created).toBe(1)
    expect(
      (globalThis as unknown as Record<symbol, { value: unknown }>)[Symbol.for('wellread.test.counter')]
        ?.value,
    ).toBe(a)
  })

  it('creates it again after it was dropped', () => {
    const first = singleton('test.counter', () => ({}))
    dropSingleton('test.counter')
    expect(singleton('test.counter', () => ({}))).not.toBe(first)
  })
})
