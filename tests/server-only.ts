// Tests import server modules directly; the `server-only` marker (which throws outside React's server
// build) is resolved here instead. The production build still enforces it.
export {}
