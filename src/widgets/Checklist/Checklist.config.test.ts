import type { Field, RichTextField } from 'payload'
import { doc, p } from '@/seed/lexical'
import { checklistBlock } from './Checklist.config'
import { EMPTY_ITEM_MESSAGE } from './checklistItems'

const items = checklistBlock.fields.find((f): f is Field & { name: 'items'; fields: Field[] } =>
  'name' in f ? f.name === 'items' : false,
)!
const textField = items.fields.find((f) => 'name' in f && f.name === 'text') as RichTextField
const htmlField = items.fields.find((f) => 'name' in f && f.name === 'html')!

/** Validates as Payload does: the sanitised field's props (its editor) spread into the options. */
function validate(value: unknown, siblingData: object, editorSays: string | true = true) {
  const editor = { validate: vi.fn(() => editorSays) }
  const result = textField.validate!(value as never, { siblingData, editor } as never)
  return { result, editor }
}

describe('the checklist item field', () => {
  it('is rich text, labelled for editors, with the old HTML kept hidden and optional', () => {
    expect(textField).toMatchObject({ type: 'richText', label: 'Item' })
    expect(htmlField).toMatchObject({ type: 'textarea', admin: { hidden: true } })
    expect('required' in htmlField && htmlField.required).toBeFalsy()
  })

  it('asks for words when the item would show nothing', () => {
    const { result, editor } = validate(doc(p()), {})
    expect(result).toBe(EMPTY_ITEM_MESSAGE)
    expect(editor.validate).not.toHaveBeenCalled()
  })

  it('then runs the editor’s own checks (e.g. link addresses)', () => {
    expect(validate(doc(p('Rest')), {}).result).toBe(true)
    expect(validate(doc(p('Rest')), {}, 'Links starting with "javascript:" are not allowed.').result).toBe(
      'Links starting with "javascript:" are not allowed.',
    )
  })

  it('lets an item saved before rich text through on its old HTML', () => {
    expect(validate(undefined, { html: 'Rest' }).result).toBe(true)
  })
})
