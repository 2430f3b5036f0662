// @ts-check
/**
 * The error page's words, shared by the React error views (the /_error page, the in-page error boundary) and
 * the HTTP server's own fallback page. Plain JavaScript without imports: the server and the browser load it.
 */
export const ERROR_TITLE = 'Something went wrong'
export const ERROR_TEXT = 'We couldn’t show this page just now. Please try again in a moment.'
