/** The admin menu's link to the click report (after the collections). */
export function CommerceReportLink() {
  return (
    <a className="nav__link" href="/admin/commerce-report" style={{ display: 'block', marginTop: 16 }}>
      <span className="nav__link-label">Click report</span>
    </a>
  )
}
