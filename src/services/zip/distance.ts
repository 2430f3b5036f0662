/** Mean Earth radius in statute miles (the figure haversine distances are usually quoted with). */
const EARTH_RADIUS_MILES = 3958.8

export type Coordinates = { latitude: number; longitude: number }

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * Great-circle distance between two points in miles, to one decimal (what a pharmacy card shows).
 * Haversine: accurate to well under a tenth of a mile at the distances a reader drives to a pharmacy.
 */
export function distanceMiles(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLong = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLong / 2) ** 2
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
  return Math.round(miles * 10) / 10
}
