import type { Field, TextField } from 'payload'
import { downloadableBlock } from './Downloadable.config'
import { NOTHING_TO_DOWNLOAD_MESSAGE } from './downloadable'

/** Every named field, through rows and collapsibles. */
function named(fields: Field[]): Field[] {
  return fields.flatMap((f) => ('name' in f ? [f] : 'fields' in f ? named(f.fields as Field[]) : []))
}

const fields = named(downloadableBlock.fields)
const field = (name: string) => fields.find((f) => 'name' in f && f.name === name)!
const validate = (value: unknown, siblingData: object) =>
  (field('downloadUrl') as TextField).validate!(value as never, { siblingData } as never)

describe('the downloadable block', () => {
  it('has the spec’s fields, an upload for each picture and file, and addresses as url fields', () => {
    expect(fields.map((f) => 'name' in f && f.name)).toEqual([
      'title',
      'subText',
      'image',
      'imageSrc',
      'imgAlt',
      'downloadFile',
      'downloadUrl',
    ])
    expect(field('image')).toMatchObject({ type: 'upload', relationTo: 'media' })
    expect(field('downloadFile')).toMatchObject({ type: 'upload', relationTo: 'media' })
    for (const name of ['imageSrc', 'downloadUrl']) expect(field(name).custom).toMatchObject({ url: {} })
    for (const f of fields)
      expect((f.admin as { description?: string })?.description, 'name' in f ? f.name : '').toBeTruthy()
  })

  it.each([
    ['a file address', '/files/diary.pdf', {}, true],
    ['an uploaded file', '', { downloadFile: 3 }, true],
    ['only a picture', undefined, { image: 4 }, true],
    ['only a picture address', null, { imageSrc: 'https://example.org/p.png' }, true],
    ['nothing at all', '', {}, NOTHING_TO_DOWNLOAD_MESSAGE],
  ])('publishing with %s: %s', (_label, value, sibling, result) => {
    expect(validate(value, { ...sibling, downloadUrl: value })).toBe(result)
  })

  it('refuses an address that can never be a link, with the url field’s own message', () => {
    expect(validate('javascript:alert(1)', { image: 4 })).toMatch(
      /Links starting with "javascript:" are not allowed/,
    )
  })
})
