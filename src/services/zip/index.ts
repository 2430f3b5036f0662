import 'server-only'
import { ZIP_PATTERN, type ZipPlace } from './shared'

export { type Coordinates, distanceMiles } from './distance'
export { ZIP_PATTERN, type ZipPlace } from './shared'

type ZipcodesModule = typeof import('zipcodes')

/**
 * The offline US ZIP dataset (`zipcodes`: the Census ZCTA centroids, no network). It is a 5 MB module, so it
 * is loaded on the first lookup rather than when a route that may never need it is loaded.
 */
let dataset: Promise<ZipcodesModule> | null = null
const loadDataset = (): Promise<ZipcodesModule> => {
  dataset ??= import('zipcodes').then((m) => ('lookup' in m ? m : (m as { default: ZipcodesModule }).default))
  return dataset
}

/**
 * A US ZIP code's centre, city and state, or null when the ZIP is malformed or not in the dataset. The
 * dataset also holds Canadian postal areas; only US ZIPs are answered.
 */
export async function lookupZip(zip: string): Promise<ZipPlace | null> {
  if (!ZIP_PATTERN.test(zip)) return null
  const { codes } = await loadDataset()
  // `codes` is a plain object: read own keys only, so a ZIP can never reach the prototype.
  const place = Object.hasOwn(codes, zip) ? codes[zip] : undefined
  if (place?.country !== 'US') return null
  return { zip, latitude: place.latitude, longitude: place.longitude, city: place.city, state: place.state }
}
