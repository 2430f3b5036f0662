import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { config } from '@/platform/config.mjs'
import { log } from '@/platform/log.mjs'
import { resolvePayloadSecret, trustedOrigins } from '@/platform/runtime'
import { widgetBlocks } from '@/widgets/blocks.generated'
import { adminWords } from './adminWords'
import { bootstrapOnInit } from './bootstrap'
import { AdCampaigns } from './collections/AdCampaigns'
import { AdCreatives } from './collections/AdCreatives'
import { AdStats } from './collections/AdStats'
import { Advertisers } from './collections/Advertisers'
import { AnalyticsEvents } from './collections/AnalyticsEvents'
import { Articles, articleBodyEditor } from './collections/Articles'
import { AudienceStats } from './collections/AudienceStats'
import { Authors } from './collections/Authors'
import { Categories } from './collections/Categories'
import { CommerceStats } from './collections/CommerceStats'
import { ConsentRecords } from './collections/ConsentRecords'
import { Diets } from './collections/Diets'
import { DriverStats } from './collections/DriverStats'
import { Drivers } from './collections/Drivers'
import { Drugs } from './collections/Drugs'
import { ErrorDailyCounts, ErrorGroups } from './collections/ErrorGroups'
import { Experiments } from './collections/Experiments'
import { Media } from './collections/Media'
import { NewsletterLists } from './collections/NewsletterLists'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { PharmacyChains } from './collections/PharmacyChains'
import { PreampAssets } from './collections/PreampAssets'
import { Products } from './collections/Products'
import { ReaderSessions } from './collections/ReaderSessions'
import { ReaderStats } from './collections/ReaderStats'
import { Readers } from './collections/Readers'
import { RecommendedProductSets } from './collections/RecommendedProductSets'
import { Redirects } from './collections/Redirects'
import { SurveyCounts, Surveys } from './collections/Surveys'
import { Users } from './collections/Users'
import { databaseAdapter } from './db'
import { cmsAfterError } from './errors'
import { AnnouncementBar } from './globals/AnnouncementBar'
import { Navigation } from './globals/Navigation'
import { SiteSettings } from './globals/SiteSettings'
import { countJobRuns, jobsConfig, jobsLeadership } from './jobs'
import { mediaStorage } from './storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload's check that every @payloadcms package has payload's own version (development and tests only) would
// reject @payloadcms/storage-s3 and plugin-cloud-storage 3.90.1, the latest published, beside payload 3.90.2:
// package.json's overrides pin their payload to ours (`npm ls` is clean), so the check is off (ADR 29 §11).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

export default buildConfig({
  serverURL: config().payloadServerUrl,
  // Payload's own lines (its errors, migrations, the seed) in the server's JSON log, with the request's id
  // and the same redaction, instead of its coloured text (src/platform/log.mjs).
  logger: log('payload'),
  routes: {
    admin: '/admin',
    api: '/api/cms',
  },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' · Wellread admin' },
    // No Gravatar: the admin makes no third-party requests.
    avatar: 'default',
    components: {
      // Commerce → Click report (src/cms/admin/CommerceReport.tsx: product cards, promotions and ads),
      // Promotions → Who fills a placement (src/cms/admin/WhoFills.tsx), and Advertising → Who fills an ad
      // slot (src/cms/admin/AdSlots.tsx, wired in src/article/adSlotsAdmin.tsx: a page's slots are the article
      // pipeline's, above the CMS).
      afterNavLinks: [
        '@/cms/admin/CommerceReportLink#CommerceReportLink',
        '@/cms/admin/WhoFillsLink#WhoFillsLink',
        '@/cms/admin/AdSlotsLink#AdSlotsLink',
        '@/cms/admin/SiteHealthLink#SiteHealthLink',
        '@/cms/admin/AudienceLink#AudienceLink',
      ],
      views: {
        commerceReport: { Component: '@/cms/admin/CommerceReport#CommerceReport', path: '/commerce-report' },
        whoFills: { Component: '@/cms/admin/WhoFills#WhoFills', path: '/who-fills' },
        adSlots: { Component: '@/article/adSlotsAdmin#AdSlots', path: '/ad-slots' },
        // Site health (src/cms/admin/SiteHealth.tsx): readers' Web Vitals, engagement and failures (issue 29).
        siteHealth: { Component: '@/cms/admin/SiteHealth#SiteHealth', path: '/site-health' },
        // Audience (src/cms/admin/Audience.tsx): what readers read, finish and click (issue 30).
        audience: { Component: '@/cms/admin/Audience#Audience', path: '/audience' },
      },
    },
  },
  // Payload's messages in editors' words (adminWords.ts).
  i18n: { translations: { en: adminWords } },
  // Widget blocks are registered once for the whole config; rich-text fields refer to them by slug.
  blocks: widgetBlocks,
  collections: [
    Articles,
    Authors,
    Categories,
    Diets,
    PreampAssets,
    Products,
    RecommendedProductSets,
    Drugs,
    PharmacyChains,
    Media,
    Redirects,
    Experiments,
    Surveys,
    Drivers,
    NewsletterLists,
    NewsletterSubscribers,
    Advertisers,
    AdCampaigns,
    AdCreatives,
    CommerceStats,
    DriverStats,
    AdStats,
    ReaderStats,
    AudienceStats,
    AnalyticsEvents,
    SurveyCounts,
    ErrorGroups,
    ErrorDailyCounts,
    ConsentRecords,
    Readers,
    ReaderSessions,
    Users,
  ],
  globals: [Navigation, SiteSettings, AnnouncementBar],
  editor: articleBodyEditor,
  db: databaseAdapter(),
  secret: resolvePayloadSecret(),
  sharp,
  cors: trustedOrigins(),
  csrf: trustedOrigins(),
  graphQL: { disable: true },
  telemetry: false,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
  },
  // Uploads in an S3-compatible bucket when S3_BUCKET is set, the data directory otherwise (storage.ts).
  plugins: [mediaStorage()],
  // Scheduled publish and unpublish (src/cms/jobs.ts).
  jobs: jobsConfig(),
  onInit: async (payload) => {
    countJobRuns(payload.config.jobs.tasks)
    await bootstrapOnInit(payload)
    // Take part in choosing the instance that runs scheduled jobs now, not at the first look for due jobs.
    if (config().jobs.run && process.env.NEXT_PHASE !== 'phase-production-build')
      void jobsLeadership().shouldRun()
  },
  hooks: {
    // 503 while the database is unreachable; field details of validation errors for the admin (errors.ts).
    afterError: [cmsAfterError],
  },
})
