import type { Payload } from 'payload'
import sharp from 'sharp'
import { createTestPayload, dbTargets } from './helpers'

/**
 * The ads' CMS side (issue 28): what an editor is told when a campaign or a creative cannot be saved, in
 * editors' words, and what the collections keep from being deleted.
 */
describe.each(dbTargets().filter((t) => t.kind === 'sqlite'))('ads in the CMS on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>
  let advertiser: number
  let campaign: number
  const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const

  const picture = async (width: number, height: number) => {
    const data = await sharp({
      create: { width, height, channels: 3, background: { r: 11, g: 110, b: 94 } },
    })
      .png()
      .toBuffer()
    return (
      await payload.create({
        collection: 'media',
        data: { alt: `A ${width}x${height} test picture` },
        file: { data, mimetype: 'image/png', name: `ad-test-${width}x${height}.png`, size: data.length },
        ...LOCAL,
      })
    ).id
  }
  const fieldError = (path: string, message: string | RegExp) => ({
    data: {
      errors: expect.arrayContaining([
        expect.objectContaining({
          path,
          message:
            typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message),
        }),
      ]),
    },
  })

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
    advertiser = (await payload.create({ collection: 'advertisers', data: { name: 'Test Shoes' }, ...LOCAL }))
      .id
    campaign = (
      await payload.create({
        collection: 'ad-campaigns',
        data: { name: 'Test campaign', advertiser, tier: 'standard' },
        ...LOCAL,
      })
    ).id
  })
  afterAll(async () => {
    await cleanup?.()
  })

  it('a campaign: defaults, the flight, the goal, the cap and the countries in editors’ words', async () => {
    const stored = await payload.findByID({ collection: 'ad-campaigns', id: campaign, depth: 0, ...LOCAL })
    expect(stored).toMatchObject({ enabled: true, weight: 100, tier: 'standard' })
    const create = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'ad-campaigns',
        data: { name: 'Another', advertiser, tier: 'standard', ...data },
        ...LOCAL,
      })
    await expect(
      create({ startsAt: '2026-12-31T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' }),
    ).rejects.toMatchObject(fieldError('endsAt', 'The end must come after the start'))
    await expect(
      create({ impressionGoal: 5000, startsAt: '2026-12-01T00:00:00.000Z' }),
    ).rejects.toMatchObject(fieldError('impressionGoal', 'needs both dates'))
    await expect(create({ frequencyCap: { count: 3 } })).rejects.toMatchObject(
      fieldError('frequencyCap.days', 'Say in how many days'),
    )
    await expect(create({ targeting: { countries: ['US', 'USA'] } })).rejects.toMatchObject(
      fieldError('targeting.countries', '"USA" is not a country code'),
    )
    const ok = await create({ name: 'Countries', targeting: { countries: ['us', ' gb'] } })
    expect(ok.targeting?.countries).toEqual(['US', 'GB'])
  })

  it('a creative’s picture must be its size or exactly twice it, and its link https', async () => {
    const rectangle = await picture(300, 250)
    const create = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'ad-creatives',
        data: {
          name: 'Creative',
          campaign,
          format: 'image',
          size: 'mediumRect',
          image: rectangle,
          alt: 'Test shoes on sale',
          clickUrl: 'https://shoes.example/sale',
          ...data,
        },
        ...LOCAL,
      })
    await expect(create({ size: 'leaderboard' })).rejects.toMatchObject(
      fieldError(
        'image',
        'This picture is 300x250 px, but a Leaderboard 728x90 creative needs a picture of exactly 728x90 px, or 1456x180 px',
      ),
    )
    await expect(create({ image: await picture(600, 500), name: 'Sharp' })).resolves.toMatchObject({
      size: 'mediumRect',
    })
    await expect(create({ clickUrl: 'http://shoes.example/sale' })).rejects.toMatchObject(
      fieldError('clickUrl', 'starting with https://'),
    )
    await expect(create({ alt: '' })).rejects.toMatchObject(fieldError('alt', 'Describe the picture'))
    await expect(create({ image: null })).rejects.toMatchObject(
      fieldError('image', 'Upload the ad’s picture'),
    )
    await expect(
      create({ format: 'native', image: null, alt: null, headline: 'Run further', text: null }),
    ).rejects.toMatchObject(fieldError('text', 'Write the line of text'))
    await expect(
      create({
        name: 'Native',
        format: 'native',
        image: null,
        alt: null,
        headline: 'Run further',
        text: 'Shoes.',
      }),
    ).resolves.toMatchObject({ format: 'native' })
  })

  it('keeps an advertiser with campaigns and a campaign with creatives, saying what to do', async () => {
    await expect(payload.delete({ collection: 'advertisers', id: advertiser, ...LOCAL })).rejects.toThrow(
      /This advertiser still has \d+ campaigns\. Move them to another advertiser or delete them first/,
    )
    await expect(payload.delete({ collection: 'ad-campaigns', id: campaign, ...LOCAL })).rejects.toThrow(
      /This campaign still has \d+ creatives\. Delete them first/,
    )
  })
})
