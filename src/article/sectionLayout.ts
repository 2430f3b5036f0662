/** A section page's articles: twelve to a page (`SectionPage.tsx`; the admin's ad slots count them too). */
export const SECTION_PAGE_SIZE = 12
/** Cards per row on the widest screens: an in-list ad slot follows each row. */
export const SECTION_ROW = 4
