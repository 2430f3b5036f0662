// TEMPORARY (verification only; deleted before hand-off)
import { HeaderSearch } from '@/chrome/Search/HeaderSearch.client'

export default function HeaderPreview() {
  return (
    <section
      aria-label="preview"
      style={{
        position: 'relative',
        display: 'flex',
        justifyContent: 'flex-end',
        padding: 16,
        minHeight: 74,
      }}
    >
      <HeaderSearch />
    </section>
  )
}
