/** The admin menu's link to the Site health view (after the collections). */
export function SiteHealthLink() {
  return (
    <a className="nav__link" href="/admin/site-health" style={{ display: 'block', marginTop: 16 }}>
      <span className="nav__link-label">Site health</span>
    </a>
  )
}
