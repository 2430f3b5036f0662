import 'server-only'
import { engineDrivers } from '@/cms/driverCatalog'
import { singleton } from '@/platform/singleton'
import { AnswerCache, type DriversDependencies } from './http'

export { engineDrivers, type PageTargeting, pageTargeting } from '@/cms/driverCatalog'
export type { CatalogDriver } from './view'

/** What the drivers route needs in this process. */
export function driversDependencies(): DriversDependencies {
  return singleton('drivers.dependencies', () => ({ catalog: engineDrivers, cache: new AnswerCache() }))
}
