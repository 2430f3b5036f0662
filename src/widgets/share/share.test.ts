import {
  COPY_SPINNER_MS,
  COPY_TIMELINE,
  copyPhaseAt,
  emailShare,
  facebookShareUrl,
  isMobileWidth,
  LINK_COPIED_MS,
  LINK_COPIED_TEXT,
  NATIVE_SHARE_BELOW_PX,
  pinterestShareUrl,
  publicImageUrl,
  SHARE_TARGET_LABELS,
  sharedPageUrl,
  shareOpenEvent,
  shareTargetEvent,
  shareTargets,
  targetHref,
  usesNativeShare,
  X_TEXT_MAX,
  xShareUrl,
  xText,
} from './share'

const PAGE = 'https://wellread.example/health/sleep-basics#download-sleep-diary'

describe('the spec’s constants', () => {
  it('spinner 1 s, then "Link Copied!" for 5 s; the native sheet below 768 px', () => {
    expect(COPY_SPINNER_MS).toBe(1000)
    expect(LINK_COPIED_MS).toBe(5000)
    expect(LINK_COPIED_TEXT).toBe('Link Copied!')
    expect(NATIVE_SHARE_BELOW_PX).toBe(768)
  })
})

describe('shareTargets: which options show', () => {
  it.each([
    [true, ['copy', 'email', 'facebook', 'pinterest']],
    [false, ['copy', 'email', 'facebook', 'x']],
  ])('with a preview image %s → %j', (hasImage, targets) => {
    expect(shareTargets(hasImage)).toEqual(targets)
  })

  it('names every target in readers’ words', () => {
    expect(SHARE_TARGET_LABELS).toEqual({
      copy: 'Copy link',
      email: 'Email',
      facebook: 'Facebook',
      pinterest: 'Pinterest',
      x: 'X (Twitter)',
    })
  })
})

describe('sharedPageUrl: the article’s address, optionally at the widget', () => {
  it.each([
    [
      'https://wellread.example',
      '/health/sleep-basics',
      undefined,
      'https://wellread.example/health/sleep-basics',
    ],
    ['https://wellread.example', '/health/sleep-basics', 'download-sleep-diary', PAGE],
    ['https://wellread.example/', '/health/sleep-basics', '', 'https://wellread.example/health/sleep-basics'],
    // the page's own query and fragment are dropped: the canonical address only
    [
      'http://localhost:3000',
      '/health/sleep-basics?utm_source=x#top',
      'a',
      'http://localhost:3000/health/sleep-basics#a',
    ],
    // an anchor is reduced to the characters ids are made of
    ['https://wellread.example', '/h/s', 'a b"<c>', 'https://wellread.example/h/s#a-b-c-'],
    ['https://wellread.example', '', undefined, 'https://wellread.example/'],
  ])('%s + %s + #%s → %s', (origin, path, anchor, url) => {
    expect(sharedPageUrl(origin, path, anchor)).toBe(url)
  })

  it('keeps the path when the origin is unusable', () => {
    expect(sharedPageUrl('null', '/health/sleep-basics')).toBe('/health/sleep-basics')
  })
})

describe('publicImageUrl: a picture address another site can fetch', () => {
  it.each([
    [
      '/api/media/file/diary.png',
      'https://wellread.example',
      'https://wellread.example/api/media/file/diary.png',
    ],
    ['https://cdn.example/diary.png', 'https://wellread.example', 'https://cdn.example/diary.png'],
    ['//cdn.example/d.png', 'https://wellread.example', 'https://cdn.example/d.png'],
    ['data:image/png;base64,AAAA', 'https://wellread.example', null],
    ['javascript:alert(1)', 'https://wellread.example', null],
    ['', 'https://wellread.example', null],
    [null, 'https://wellread.example', null],
    [undefined, 'https://wellread.example', null],
  ])('%s → %s', (src, origin, url) => {
    expect(publicImageUrl(src, origin)).toBe(url)
  })
})

describe('share links per target', () => {
  const content = {
    url: PAGE,
    title: 'Printable sleep diary: 7 nights & notes',
    description: 'Fill one row each morning.',
    imageUrl: 'https://wellread.example/api/media/file/diary cover.png',
  }

  it('Facebook: the sharer with the encoded address only', () => {
    expect(facebookShareUrl(PAGE)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwellread.example%2Fhealth%2Fsleep-basics%23download-sleep-diary',
    )
  })

  it('X: the post intent with the text and the address', () => {
    expect(xShareUrl(PAGE, 'Sleep diary & notes')).toBe(
      'https://twitter.com/intent/tweet?text=Sleep%20diary%20%26%20notes&url=https%3A%2F%2Fwellread.example%2Fhealth%2Fsleep-basics%23download-sleep-diary',
    )
  })

  it('Pinterest: the pin-creation link with the address, the picture and the words', () => {
    expect(pinterestShareUrl(PAGE, content.imageUrl, 'Sleep diary')).toBe(
      'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fwellread.example%2Fhealth%2Fsleep-basics%23download-sleep-diary&media=https%3A%2F%2Fwellread.example%2Fapi%2Fmedia%2Ffile%2Fdiary%20cover.png&description=Sleep%20diary',
    )
  })

  it.each([
    ['copy', null],
    ['facebook', facebookShareUrl(PAGE)],
    ['x', xShareUrl(PAGE, content.title)],
    ['pinterest', pinterestShareUrl(PAGE, content.imageUrl, `${content.title}: ${content.description}`)],
    ['email', emailShare(content).href],
  ] as const)('targetHref(%s) uses the rule for that target', (target, href) => {
    expect(targetHref(target, content)).toBe(href)
  })

  it('Pinterest without a picture has no link (the option is X then)', () => {
    expect(targetHref('pinterest', { ...content, imageUrl: null })).toBeNull()
  })

  it('Pinterest’s words are the title alone when there is no description', () => {
    expect(targetHref('pinterest', { ...content, description: '  ' })).toBe(
      pinterestShareUrl(PAGE, content.imageUrl, content.title),
    )
  })
})

describe('xText: the post’s words fit beside the link', () => {
  it.each([
    ['Printable sleep diary', 'Printable sleep diary'],
    ['  spaced   out  ', 'spaced out'],
    ['a'.repeat(X_TEXT_MAX), 'a'.repeat(X_TEXT_MAX)],
    [`${'word '.repeat(60)}end`, `${'word '.repeat(51).trim()}…`],
    ['b'.repeat(X_TEXT_MAX + 1), `${'b'.repeat(X_TEXT_MAX - 1)}…`],
  ])('%s', (input, output) => {
    const text = xText(input)
    expect(text).toBe(output)
    expect(text.length).toBeLessThanOrEqual(X_TEXT_MAX)
  })
})

describe('emailShare: the mailto with a preset subject and body', () => {
  it('writes the subject and body, and encodes them for a mail link', () => {
    const mail = emailShare({
      url: PAGE,
      title: 'Printable sleep diary',
      description: 'Fill one row each morning & night.',
    })
    expect(mail.subject).toBe('Thought this might help: Printable sleep diary')
    expect(mail.body).toBe(
      `I came across this and thought it might be useful.\r\n\r\nPrintable sleep diary\r\nFill one row each morning & night.\r\n\r\n${PAGE}`,
    )
    expect(mail.href).toBe(
      `mailto:?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}`,
    )
    // spaces as %20 (a + would show in the message), line breaks as CRLF (RFC 6068)
    expect(mail.href).not.toContain('+')
    expect(mail.href).toContain('%0D%0A')
    expect(mail.href).toContain('%26%20night')
  })

  it('leaves out the description line when there is none', () => {
    expect(emailShare({ url: PAGE, title: 'Sleep diary' }).body).toBe(
      `I came across this and thought it might be useful.\r\n\r\nSleep diary\r\n\r\n${PAGE}`,
    )
  })

  it('still reads well without a title', () => {
    const mail = emailShare({ url: PAGE, title: '  ' })
    expect(mail.subject).toBe('Thought this might help')
    expect(mail.body).toBe(`I came across this and thought it might be useful.\r\n\r\n${PAGE}`)
  })
})

describe('copyPhaseAt: the copy button’s timeline', () => {
  it.each([
    [null, 'idle'],
    [-1, 'idle'],
    [0, 'copying'],
    [COPY_SPINNER_MS - 1, 'copying'],
    [COPY_SPINNER_MS, 'copied'],
    [COPY_SPINNER_MS + LINK_COPIED_MS - 1, 'copied'],
    [COPY_SPINNER_MS + LINK_COPIED_MS, 'idle'],
    [60_000, 'idle'],
  ] as const)('%s ms after the click → %s', (elapsed, phase) => {
    expect(copyPhaseAt(elapsed)).toBe(phase)
  })

  it('is the timeline the button follows', () => {
    expect(COPY_TIMELINE).toEqual([
      { at: 0, phase: 'copying' },
      { at: 1000, phase: 'copied' },
      { at: 6000, phase: 'idle' },
    ])
  })
})

describe('the mobile rule: the native share sheet or the dialog', () => {
  it.each([
    [320, true],
    [767, true],
    [767.5, true],
    [768, false],
    [1280, false],
    [Number.NaN, false],
  ])('%s px wide is mobile: %s', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile)
  })

  it.each([
    [true, 375, true],
    [false, 375, false],
    [true, 768, false],
    [true, 1280, false],
    [false, 1280, false],
  ])('native share available %s at %s px → the native sheet: %s', (hasNativeShare, viewportWidth, native) => {
    expect(usesNativeShare({ hasNativeShare, viewportWidth })).toBe(native)
  })
})

describe('share events: what the data layer gets', () => {
  it('share opened: the widget’s category, position and how', () => {
    expect(shareOpenEvent({ category: 'downloadable', position: 2 }, 'dialog')).toEqual({
      name: 'share_open',
      category: 'downloadable',
      position: 2,
      method: 'dialog',
    })
    expect(shareOpenEvent({ category: 'recipe' }, 'native')).toEqual({
      name: 'share_open',
      category: 'recipe',
      method: 'native',
    })
  })

  it('target chosen: the target’s name only (no address, no title)', () => {
    expect(shareTargetEvent({ category: 'downloadable', position: 1 }, 'pinterest')).toEqual({
      name: 'share_target',
      category: 'downloadable',
      position: 1,
      target: 'pinterest',
    })
  })
})
