/** The admin menu's link to the Audience view (after the collections). */
export function AudienceLink() {
  return (
    <a className="nav__link" href="/admin/audience" style={{ display: 'block', marginTop: 16 }}>
      <span className="nav__link-label">Audience</span>
    </a>
  )
}
