import type { Media } from '@/cms/payload-types'
import {
  DOWNLOADABLE_CATEGORY,
  downloadAnchor,
  downloadableTrackFields,
  downloadableView,
  downloadOf,
  extensionOf,
  fileKind,
  nothingToDownload,
  pictureOf,
  printEvent,
  printPictureOf,
  safeAddress,
} from './downloadable'

const SITE = 'wellread.example'

function media(url: string, overrides: Partial<Media> = {}): Media {
  return {
    id: 7,
    alt: 'Cover of a sleep diary',
    url,
    mimeType: 'image/png',
    width: 800,
    height: 1000,
    sizes: { thumbnail: { url: '/api/media/file/diary-320x240.png', width: 320, height: 240 } },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

const picture = media('/api/media/file/diary.png')
const pdfLike = media('/api/media/file/log.svg', { mimeType: 'image/svg+xml', alt: 'A blank log' })

describe('safeAddress: addresses an editor typed, as links', () => {
  it.each([
    ['https://example.org/diary.pdf', 'https://example.org/diary.pdf'],
    ['/files/diary.pdf', '/files/diary.pdf'],
    ['  /files/diary.pdf  ', '/files/diary.pdf'],
    ['javascript:alert(1)', null],
    ['data:application/pdf;base64,AAAA', null],
    ['mailto:a@b.example', null],
    ['#top', null],
    ['//cdn.example/x.pdf', null],
    ['example.org/diary.pdf', null],
    ['', null],
    [42, null],
    [null, null],
  ])('%s → %s', (value, address) => {
    expect(safeAddress(value)).toBe(address)
  })
})

describe('nothingToDownload: the publish check', () => {
  it.each([
    [{}, true],
    [null, true],
    [{ title: 'Diary', subText: 'Words only' }, true],
    [{ downloadUrl: '   ' }, true],
    [{ downloadFile: 7 }, false],
    [{ downloadFile: '7' }, false],
    [{ downloadFile: picture }, false],
    [{ downloadUrl: '/files/diary.pdf' }, false],
    [{ image: 3 }, false],
    [{ imageSrc: 'https://example.org/p.png' }, false],
  ])('%j → %s', (data, nothing) => {
    expect(nothingToDownload(data)).toBe(nothing)
  })
})

describe('file kinds', () => {
  it.each([
    ['application/pdf', '/x', 'pdf', 'PDF'],
    ['image/png', '/x.webp', 'png', 'PNG'],
    ['image/jpeg', '/x', 'jpg', 'JPG'],
    ['image/svg+xml', '/x', 'svg', 'SVG'],
    [null, '/files/diary.PDF?v=2#page=1', 'pdf', 'PDF'],
    [null, 'https://example.org/files/log.docx', 'docx', 'Word'],
    [null, 'https://example.org/files/log.jpeg', 'jpeg', 'JPG'],
    [undefined, '/sample/pictures/diary.webp', 'webp', 'WebP'],
    [null, '/health/sleep-diary', null, null],
    [null, 'https://example.org/download?id=3', null, null],
    [null, '/files/archive.7z', null, null],
    ['application/x-unknown', '/files/x', null, null],
  ])('%s, %s → .%s, %s', (mimeType, href, ext, kind) => {
    expect(extensionOf(mimeType, href)).toBe(ext)
    expect(fileKind(mimeType, href)).toBe(kind)
  })
})

describe('pictureOf: the preview picture', () => {
  it('an upload at its full size, with its own description (no cropped sizes)', () => {
    expect(pictureOf({ title: 'Diary', image: picture })).toEqual({
      src: '/api/media/file/diary.png',
      alt: 'Cover of a sleep diary',
      width: 800,
      height: 1000,
    })
  })

  it('the editor’s description wins over the upload’s', () => {
    expect(pictureOf({ title: 'Diary', image: picture, imgAlt: ' A week grid ' })?.alt).toBe('A week grid')
  })

  it('an upload wins over an address', () => {
    expect(pictureOf({ image: picture, imageSrc: 'https://example.org/p.png' })?.src).toBe(
      '/api/media/file/diary.png',
    )
  })

  it.each([
    [{ title: 'Diary', imageSrc: 'https://example.org/p.png', imgAlt: 'A grid' }, 'A grid'],
    [{ title: 'Diary', imageSrc: 'https://example.org/p.png' }, 'Diary'],
  ])('an address, described by the editor or by the title: %j', (block, alt) => {
    expect(pictureOf(block)).toEqual({ src: 'https://example.org/p.png', alt })
  })

  it.each([
    [{}],
    [{ image: 3 }], // not populated
    [{ image: { id: 3, url: '' } }],
    [{ imageSrc: 'javascript:alert(1)' }],
  ])('none: %j', (block) => {
    expect(pictureOf(block)).toBeNull()
  })
})

describe('downloadOf: what the Download button gives', () => {
  it.each([
    [
      'the uploaded file first',
      { title: 'Sleep diary', downloadFile: pdfLike, downloadUrl: '/files/x.pdf', image: picture },
      { href: '/api/media/file/log.svg', kind: 'SVG', external: false, fileName: 'sleep-diary.svg' },
    ],
    [
      'then the file address on this site',
      { title: 'Sleep diary', downloadUrl: '/files/diary.pdf', image: picture },
      { href: '/files/diary.pdf', kind: 'PDF', external: false, fileName: 'sleep-diary.pdf' },
    ],
    [
      'a file address on this site’s host',
      { title: 'Sleep diary', downloadUrl: 'https://www.wellread.example/files/diary.pdf' },
      {
        href: 'https://www.wellread.example/files/diary.pdf',
        kind: 'PDF',
        external: false,
        fileName: 'sleep-diary.pdf',
      },
    ],
    [
      'a file on another site: a new tab, no file name',
      { title: 'Sleep diary', downloadUrl: 'https://example.org/diary.pdf' },
      { href: 'https://example.org/diary.pdf', kind: 'PDF', external: true, fileName: null },
    ],
    [
      'else the preview picture',
      { title: 'Printable sleep diary', image: picture },
      {
        href: '/api/media/file/diary.png',
        kind: 'PNG',
        external: false,
        fileName: 'printable-sleep-diary.png',
      },
    ],
    [
      'else the picture address',
      { title: 'Diary', imageSrc: 'https://example.org/p.png' },
      { href: 'https://example.org/p.png', kind: 'PNG', external: true, fileName: null },
    ],
    [
      'an unknown kind: no extension added',
      { title: 'Diary', downloadUrl: '/files/diary' },
      { href: '/files/diary', kind: null, external: false, fileName: 'diary' },
    ],
    [
      'no title: a plain name',
      { downloadUrl: '/files/diary.pdf' },
      { href: '/files/diary.pdf', kind: 'PDF', external: false, fileName: 'download.pdf' },
    ],
    [
      'an unsafe address is skipped',
      { title: 'Diary', downloadUrl: 'javascript:alert(1)', image: picture },
      { href: '/api/media/file/diary.png', kind: 'PNG', external: false, fileName: 'diary.png' },
    ],
  ])('%s', (_label, block, download) => {
    expect(downloadOf(block, SITE)).toEqual(download)
  })

  it.each([[{}], [{ title: 'Diary', downloadFile: 7 }], [{ downloadUrl: 'data:x' }]])(
    'nothing: %j',
    (block) => {
      expect(downloadOf(block, SITE)).toBeNull()
    },
  )
})

describe('printPictureOf: what Print prints', () => {
  it.each([
    [
      'the preview picture',
      { title: 'Diary', image: picture, downloadFile: pdfLike },
      '/api/media/file/diary.png',
    ],
    [
      'else the file, when it is a picture',
      { title: 'Diary', downloadFile: pdfLike },
      '/api/media/file/log.svg',
    ],
    [
      'nothing for a file that is not a picture',
      { title: 'Diary', downloadFile: { ...pdfLike, mimeType: 'application/pdf' } },
      null,
    ],
    ['nothing for an address only', { title: 'Diary', downloadUrl: '/files/diary.pdf' }, null],
  ])('%s', (_label, block, src) => {
    expect(printPictureOf(block)?.src ?? null).toBe(src)
  })

  it('the file’s own description, else the title', () => {
    expect(printPictureOf({ title: 'Diary', downloadFile: pdfLike })?.alt).toBe('A blank log')
    expect(printPictureOf({ title: 'Diary', downloadFile: { ...pdfLike, alt: '' } })?.alt).toBe('Diary')
  })
})

describe('downloadAnchor: the card’s id, where shared links open', () => {
  it.each([
    ['Printable sleep diary', 1, 'download-printable-sleep-diary'],
    ['  Café: 7-day log! ', 2, 'download-cafe-7-day-log'],
    ['', 2, 'download-2'],
    [undefined, 3, 'download-3'],
    ['!!!', 1, 'download-1'],
  ])('%s (#%s) → %s', (title, ordinal, anchor) => {
    expect(downloadAnchor(title, ordinal)).toBe(anchor)
  })
})

describe('downloadableView', () => {
  it('gathers the card', () => {
    expect(
      downloadableView(
        { title: ' Printable sleep diary ', subText: ' A week per page. ', image: picture },
        { siteHost: SITE, ordinal: 2 },
      ),
    ).toEqual({
      title: 'Printable sleep diary',
      subText: 'A week per page.',
      picture: { src: '/api/media/file/diary.png', alt: 'Cover of a sleep diary', width: 800, height: 1000 },
      download: {
        href: '/api/media/file/diary.png',
        kind: 'PNG',
        external: false,
        fileName: 'printable-sleep-diary.png',
      },
      printPicture: {
        src: '/api/media/file/diary.png',
        alt: 'Cover of a sleep diary',
        width: 800,
        height: 1000,
      },
      anchor: 'download-printable-sleep-diary',
    })
  })

  it.each([
    ['no title', { image: picture }],
    ['nothing to download', { title: 'Diary', subText: 'Text only' }],
    ['malformed fields', { title: 12, image: 'x', downloadUrl: {} }],
  ])('is null with %s (the widget renders nothing)', (_label, block) => {
    expect(downloadableView(block as never, { siteHost: SITE })).toBeNull()
  })
})

describe('events (000 §7: category "downloadable")', () => {
  it('the card’s view and the Download click go through the tracking island', () => {
    expect(DOWNLOADABLE_CATEGORY).toBe('downloadable')
    expect(downloadableTrackFields(2)).toEqual({ category: 'downloadable', position: 2 })
    expect(downloadableTrackFields(1, 'download')).toEqual({
      category: 'downloadable',
      position: 1,
      location: 'download',
    })
  })

  it('Print is a click with its location', () => {
    expect(printEvent(3)).toEqual({ name: 'click', category: 'downloadable', position: 3, location: 'print' })
  })
})
