import type { Payload } from 'payload'
import { ensureFirstEditor } from '@/cms/bootstrap'
import { lexicalBody as body, createTestPayload, dbTargets } from './helpers'

/** The field messages of a Payload ValidationError (what the admin shows beside each field). */
async function validationMessages(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string; path: string }[] } }).data?.errors ?? []
    return errors.map((e) => `${e.path}: ${e.message}`)
  }
  throw new Error('expected the operation to be refused')
}

describe.each(dbTargets())('content layer on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
  })

  afterAll(async () => {
    await cleanup?.()
  })

  const create = (data: Record<string, unknown>, opts: { draft?: boolean } = {}) =>
    payload.create({
      collection: 'articles',
      data: {
        title: 'Untitled',
        summary: 'A summary.',
        section: 'health',
        body: body('Hello'),
        _status: 'published',
        ...data,
      } as never,
      overrideAccess: true,
      draft: opts.draft ?? false,
      context: { disableRevalidate: true },
    })

  it('stores an article with an FAQ block and serves it to readers once published', async () => {
    const author = await payload.create({
      collection: 'authors',
      data: { name: 'Ana Ruiz', slug: 'ana-ruiz', credentials: 'MD' },
      overrideAccess: true,
    })
    const doc = await create({
      title: 'Sleep and blood pressure',
      authors: [author.id],
      keywords: ['blood pressure', 'sleep'],
      body: body('Intro', [
        {
          blockType: 'faq',
          title: 'Questions',
          initialState: 'firstExpanded',
          items: [{ question: 'Does sleep matter?', answer: body('Yes.') }],
        },
      ]),
    })
    expect(doc.slug).toBe('sleep-and-blood-pressure')
    expect(doc.publishedDate).toBeTruthy()

    const asReader = await payload.find({
      collection: 'articles',
      where: { slug: { equals: 'sleep-and-blood-pressure' } },
      overrideAccess: false,
      depth: 1,
    })
    expect(asReader.docs).toHaveLength(1)
    const stored = asReader.docs[0]!
    const blockNode = (stored.body.root.children as { type: string; fields?: { blockType?: string } }[]).find(
      (n) => n.type === 'block',
    )
    expect(blockNode?.fields?.blockType).toBe('faq')
    expect(stored.keywords?.[0]).toBe('blood pressure')
    expect((stored.authors?.[0] as { name?: string } | undefined)?.name).toBe('Ana Ruiz')
  })

  it('hides drafts from readers and shows them to editors', async () => {
    await create({ title: 'Draft only piece', _status: 'draft' }, { draft: true })
    const reader = await payload.find({
      collection: 'articles',
      where: { slug: { equals: 'draft-only-piece' } },
      overrideAccess: false,
    })
    expect(reader.docs).toHaveLength(0)
    const editor = await payload.find({
      collection: 'articles',
      where: { slug: { equals: 'draft-only-piece' } },
      overrideAccess: true,
      draft: true,
    })
    expect(editor.docs).toHaveLength(1)
  })

  it('refuses a slug already used in the same section, with a clear message', async () => {
    await create({ title: 'Walking basics', section: 'fitness', slug: 'walking-basics' })
    expect(
      await validationMessages(
        create({ title: 'Walking basics again', section: 'fitness', slug: 'walking-basics' }),
      ),
    ).toEqual([
      'slug: Another article in the "fitness" section already uses the slug "walking-basics". Choose a different slug, e.g. "walking-basics-2", or leave it empty to get one.',
    ])
  })

  it('a title already used gets a free slug when the slug is left empty, drafts and published alike', async () => {
    await create({ title: 'Hydration myths', section: 'nutrition' })
    const second = await create({ title: 'Hydration myths', section: 'nutrition' })
    expect(second.slug).toBe('hydration-myths-2')
    const draft = await payload.create({
      collection: 'articles',
      data: { title: 'Hydration myths', section: 'nutrition', _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(draft.slug).toBe('hydration-myths-3')
  })

  it('a taken slug is refused on Save Draft too, on the slug field (not the section)', async () => {
    await create({ title: 'Stretching basics', section: 'fitness', slug: 'stretching-basics' })
    expect(
      await validationMessages(
        payload.create({
          collection: 'articles',
          data: {
            title: 'Stretching',
            section: 'fitness',
            slug: 'stretching-basics',
            _status: 'draft',
          } as never,
          draft: true,
          overrideAccess: true,
          context: { disableRevalidate: true },
        }),
      ),
    ).toEqual([
      'slug: Another article in the "fitness" section already uses the slug "stretching-basics". Choose a different slug, e.g. "stretching-basics-2", or leave it empty to get one.',
    ])
  })

  it('allows the same slug in another section', async () => {
    const doc = await create({ title: 'Walking basics', section: 'wellness', slug: 'walking-basics' })
    expect(doc.section).toBe('wellness')
  })

  it('a draft may be incomplete but not invalid: the same length limit holds on Save Draft and Publish', async () => {
    const tooLong = 'x'.repeat(5000)
    const message = 'title: Title can be at most 200 characters; this one has 5,000. Shorten it by 4,800.'
    for (const status of ['draft', 'published'] as const) {
      expect(
        await validationMessages(
          payload.create({
            collection: 'articles',
            data: {
              title: tooLong,
              summary: 'S',
              section: 'health',
              body: body('x'),
              _status: status,
            } as never,
            draft: status === 'draft',
            overrideAccess: true,
          }),
        ),
        status,
      ).toEqual([message])
    }
    const incomplete = await payload.create({
      collection: 'articles',
      data: { title: 'Only a title so far', section: 'health', _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(incomplete.id).toBeDefined()
  })

  it('refuses a missing required field with a message naming it', async () => {
    const messages = await validationMessages(
      payload.create({
        collection: 'articles',
        data: { title: 'No summary', section: 'health', body: body('x'), _status: 'published' } as never,
        overrideAccess: true,
      }),
    )
    expect(messages).toEqual([
      'summary: Add a summary: one or two sentences shown under the title, in lists and search results.',
    ])
  })

  it('refuses the slug "page", which a section’s older articles use', async () => {
    expect(await validationMessages(create({ title: 'Page', slug: 'page' }))).toEqual([
      'slug: The slug "page" is used by the section\'s list of older articles (/health/page/2). Choose a different slug.',
    ])
  })

  it('refuses a malformed slug', async () => {
    expect(await validationMessages(create({ title: 'Bad slug', slug: 'Bad Slug!' }))).toEqual([
      'slug: Use lowercase letters, digits and single hyphens, e.g. "sleep-and-blood-pressure".',
    ])
  })

  it('creates the first editor once, printing a generated password only when none is configured', async () => {
    const printed: string[] = []
    const first = await ensureFirstEditor(
      payload,
      { email: 'chief@wellread.test', password: undefined },
      (m) => printed.push(m),
    )
    expect(first.created).toBe(true)
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(printed.join('\n')).toContain(first.generatedPassword!)
    const login = await payload.login({
      collection: 'users',
      data: { email: 'chief@wellread.test', password: first.generatedPassword! },
    })
    expect(login.user?.email).toBe('chief@wellread.test')
    const second = await ensureFirstEditor(
      payload,
      { email: 'other@wellread.test', password: undefined },
      (m) => printed.push(m),
    )
    expect(second.created).toBe(false)
    expect(printed).toHaveLength(1)
  })
})
