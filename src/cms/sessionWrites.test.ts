import { inTurn } from './sessionWrites'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('inTurn', () => {
  it('runs the works of one key one at a time, in the order they came', async () => {
    const log: string[] = []
    const work = (name: string) => async () => {
      log.push(`${name} starts`)
      await tick()
      log.push(`${name} ends`)
      return name
    }
    const results = await Promise.all(['a', 'b', 'c'].map((n) => inTurn('k', work(n))))
    expect(results).toEqual(['a', 'b', 'c'])
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends'])
  })

  it('a failed work passes its error on and the next one still runs', async () => {
    const failing = inTurn('k2', async () => {
      await tick()
      throw new Error('wrong password')
    })
    const next = inTurn('k2', async () => 'ran')
    await expect(failing).rejects.toThrow('wrong password')
    await expect(next).resolves.toBe('ran')
  })

  it('different keys do not wait for each other', async () => {
    let release!: () => void
    const held = inTurn('users', () => new Promise<void>((resolve) => (release = resolve)))
    await expect(inTurn('readers', async () => 'free')).resolves.toBe('free')
    release()
    await held
  })
})
