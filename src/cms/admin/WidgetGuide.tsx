import { widgetBlocks } from '@/widgets/blocks.generated'

type Images = { thumbnail?: { url?: string; alt?: string } | string; icon?: { url?: string } | string }

const label = (block: (typeof widgetBlocks)[number]): string => {
  const singular = block.labels?.singular
  return typeof singular === 'string' ? singular : block.slug
}

const urlOf = (image: Images['thumbnail'] | Images['icon']): string | undefined =>
  typeof image === 'string' ? image : image?.url

/**
 * The body's help: how to insert a widget, and every widget with its picture, name and one-line description
 * (from each widget folder's config), so editors know what each does before they pick it from the "/" menu.
 * A server component: no JavaScript in the admin bundle.
 */
export function WidgetGuide() {
  return (
    <div style={{ marginTop: 8, width: '100%', color: 'var(--theme-elevation-500)' }}>
      <p style={{ margin: '0 0 6px' }}>
        To add a widget: on a new line type <kbd>/</kbd> and the widget’s name (e.g. <kbd>/faq</kbd>), then
        press Enter; or click the <strong>+</strong> at the left of an empty line; or use the toolbar’s block
        menu. Widgets show in the article where you place them.
      </p>
      <details>
        <summary style={{ cursor: 'pointer' }}>The widgets you can insert ({widgetBlocks.length})</summary>
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            margin: '8px 0 0',
            display: 'grid',
            gap: 8,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {widgetBlocks.map((block) => {
            const images = (block.admin?.images ?? {}) as Images
            const picture = urlOf(images.thumbnail) ?? urlOf(images.icon)
            const description = (block.admin?.custom as { description?: unknown } | undefined)?.description
            return (
              <li
                key={block.slug}
                style={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}
                data-widget={block.slug}
              >
                {picture ? (
                  <img src={picture} alt="" width={60} height={40} style={{ flex: 'none' }} />
                ) : null}
                <span>
                  <strong>{label(block)}</strong>
                  {typeof description === 'string' ? <> — {description}</> : null}
                </span>
              </li>
            )
          })}
        </ul>
      </details>
    </div>
  )
}
