export default class InProcessCacheHandler {
  constructor(options: unknown)
  get(key: string): Promise<{ value: Record<string, unknown>; lastModified: number; tags: string[] } | null>
  set(key: string, data: unknown, ctx: { tags?: string[]; softTags?: string[] }): Promise<void>
  revalidateTag(tags: string | string[]): Promise<void>
  resetRequestCache(): void
}
