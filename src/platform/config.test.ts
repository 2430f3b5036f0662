import {
  loadConfig,
  PRODUCT_MEDIA_NAME,
  RATE_LIMIT_DEFAULTS,
  THIRD_PARTIES,
  thirdPartiesOf,
} from './config.mjs'
import { trustedOrigins } from './runtime'

describe('loadConfig', () => {
  it('runs on a bare machine with no variables set', () => {
    const c = loadConfig({})
    expect(c.port).toBe(3000)
    expect(c.siteUrl).toBe('http://localhost:3000')
    expect(c.database).toEqual({ kind: 'sqlite', url: undefined, poolMax: 10 })
    expect(c.startup).toEqual({ seed: true, bootstrap: true, warmUp: true })
    expect(c.adapters).toEqual({
      search: 'minisearch',
      state: 'memory',
      geo: 'cdn-header',
      pricing: 'local',
      sms: 'outbox',
      newsletter: 'local',
    })
    expect(c.pricing.timeoutMs).toBe(5000)
    expect(c.drivers).toEqual({ allowMocks: true, reloadSeconds: 30 })
    expect(c.ads).toEqual({ reloadSeconds: 30, partnerStandIn: true })
    expect(c.newsletter).toEqual({
      apiUrl: undefined,
      apiKey: undefined,
      timeoutMs: 5000,
      limits: { perAddress: 3, perIp: 20, windowSeconds: 600 },
    })
    expect(c.mail).toEqual({
      smtpUrl: undefined,
      from: 'Wellread <coupons@wellread.example>',
      outboxDir: 'data/outbox',
    })
    expect(c.wallet).toEqual({ apple: null, google: null })
    expect(c.shareLimits).toEqual({ perAddress: 3, perIp: 20, windowSeconds: 600 })
    expect(c.edge.defaultCountry).toBe('US')
    expect(c.cache).toEqual({
      pageEntries: 2000,
      edge: true,
      listStaleSeconds: 30,
      cdnMaxAge: 60,
      cdnStaleWhileRevalidate: 60,
      cdnStaleIfError: 86400,
    })
  })

  it("readers' sign-in: every provider off, sessions of 30 days, no daily-dose site unless configured", () => {
    expect(loadConfig({}).auth).toEqual({
      providers: { apple: null, google: null },
      sessionDays: 30,
      dailyDoseUrl: undefined,
      localStandIns: true,
    })
    expect(loadConfig({ AUTH_LOCAL_STAND_INS: 'off' }).auth.localStandIns).toBe(false)
    const c = loadConfig({
      AUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
      AUTH_GOOGLE_CLIENT_ID: 'google-client',
      AUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
      AUTH_APPLE_ISSUER: 'https://appleid.apple.com',
      AUTH_APPLE_CLIENT_ID: 'com.wellread.signin',
      AUTH_APPLE_CLIENT_SECRET: 'apple-client-secret-jwt',
      AUTH_SESSION_DAYS: '7',
      DAILY_DOSE_URL: 'https://dailydose.example/lesson/',
    })
    expect(c.auth.providers.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'google-client',
      clientSecret: 'google-secret',
    })
    expect(c.auth.providers.apple?.clientId).toBe('com.wellread.signin')
    expect(c.auth.sessionDays).toBe(7)
    // Kept exactly as given: a path's trailing slash is part of the address.
    expect(c.auth.dailyDoseUrl).toBe('https://dailydose.example/lesson/')
  })

  it.each([
    [{ AUTH_GOOGLE_ISSUER: 'https://accounts.google.com' }, /AUTH_GOOGLE_\*: set all of AUTH_GOOGLE_ISSUER/],
    [{ AUTH_APPLE_CLIENT_SECRET: 's' }, /AUTH_APPLE_\*: set all of AUTH_APPLE_ISSUER/],
    [{ AUTH_GOOGLE_ISSUER: 'accounts.google.com' }, /AUTH_GOOGLE_ISSUER: must be an http\(s\) URL/],
    [{ DAILY_DOSE_URL: 'javascript:alert(1)' }, /DAILY_DOSE_URL: must be an http\(s\) URL/],
    [{ AUTH_SESSION_DAYS: '0' }, /AUTH_SESSION_DAYS/],
  ])("readers' sign-in refuses %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('products’ own media hosts: origins the policy allows as images, listed as necessary (issue 31)', () => {
    expect(loadConfig({}).images.productMediaHosts).toEqual([])
    const c = loadConfig({ PRODUCT_MEDIA_HOSTS: 'https://images.shop.example/, https://*.cdn.shop.example' })
    expect(c.images.productMediaHosts).toEqual(['https://images.shop.example', 'https://*.cdn.shop.example'])
    expect(thirdPartiesOf(c).slice(THIRD_PARTIES.length)).toEqual([
      {
        name: PRODUCT_MEDIA_NAME,
        consent: 'necessary',
        sources: { 'img-src': ['https://images.shop.example', 'https://*.cdn.shop.example'] },
      },
    ])
    expect(() => loadConfig({ PRODUCT_MEDIA_HOSTS: 'http://images.shop.example' })).toThrow(
      /PRODUCT_MEDIA_HOSTS.*each must be an origin such as https:\/\/images\.shop\.example/,
    )
  })

  it('third parties: none of the operator’s unless configured; then listed with their purpose (issue 18)', () => {
    const bare = loadConfig({})
    expect(bare.thirdParty).toEqual({
      analytics: null,
      adPixelOrigins: [],
      adPartner: null,
      ga4: null,
      replay: null,
    })
    expect(thirdPartiesOf(bare)).toEqual([...THIRD_PARTIES])
    const c = loadConfig({
      ANALYTICS_VENDOR_URL: 'https://collect.analytics.example/v1/events/',
      AD_PIXEL_ORIGINS: ' https://px.sponsor.example/, https://*.ads.example,https://px.sponsor.example ',
    })
    expect(c.thirdParty).toEqual({
      analytics: {
        name: 'Analytics vendor',
        url: 'https://collect.analytics.example/v1/events',
        origin: 'https://collect.analytics.example',
      },
      adPixelOrigins: ['https://px.sponsor.example', 'https://*.ads.example'],
      adPartner: null,
      ga4: null,
      replay: null,
    })
    expect(thirdPartiesOf(c).slice(THIRD_PARTIES.length)).toEqual([
      {
        name: 'Analytics vendor',
        consent: 'analytics',
        sources: { 'connect-src': ['https://collect.analytics.example'] },
        endpoint: 'https://collect.analytics.example/v1/events',
      },
      {
        name: 'Sponsors’ tracking pixels',
        consent: 'advertising',
        sources: { 'connect-src': ['https://px.sponsor.example', 'https://*.ads.example'] },
      },
    ])
    // A local stand-in (the end-to-end test's) may use http on this machine; its name is the operator's.
    const local = loadConfig({
      ANALYTICS_VENDOR_URL: 'http://127.0.0.1:4555/collect',
      ANALYTICS_VENDOR_NAME: 'Stand-in analytics',
      AD_PIXEL_ORIGINS: 'http://127.0.0.1:4555',
    })
    expect(local.thirdParty.analytics).toEqual({
      name: 'Stand-in analytics',
      url: 'http://127.0.0.1:4555/collect',
      origin: 'http://127.0.0.1:4555',
    })
    // The programmatic ad partner (issue 28): its tag runs in the partner frame, which needs script, connections
    // and pictures from its origin; purpose advertising.
    const partner = loadConfig({
      AD_PARTNER_URL: 'https://tags.partner.example/tag/gpt.js',
      AD_PARTNER_UNIT: '/1234/wellread/',
    })
    expect(partner.thirdParty.adPartner).toEqual({
      name: 'Advertising partner',
      url: 'https://tags.partner.example/tag/gpt.js',
      origin: 'https://tags.partner.example',
      unit: '/1234/wellread',
    })
    expect(thirdPartiesOf(partner).slice(THIRD_PARTIES.length)).toEqual([
      {
        name: 'Advertising partner',
        consent: 'advertising',
        sources: {
          'script-src': ['https://tags.partner.example'],
          'connect-src': ['https://tags.partner.example'],
          'img-src': ['https://tags.partner.example'],
        },
        endpoint: 'https://tags.partner.example/tag/gpt.js',
      },
    ])
    // Empty is unset, as for every variable: the default unit.
    expect(
      loadConfig({ AD_PARTNER_URL: 'https://tags.partner.example/t.js', AD_PARTNER_UNIT: '' }).thirdParty
        .adPartner?.unit,
    ).toBe('/wellread')
    // GA4 (issue 30): only with both credentials; listed for analytics and contacted by the server only, so it is
    // in no directive of the browser's policy. Session replay: off unless set; a connection, 10 % by default.
    expect(loadConfig({ GA4_MEASUREMENT_ID: 'G-ABC123XYZ' }).thirdParty.ga4).toBeNull()
    const partners = loadConfig({
      GA4_MEASUREMENT_ID: 'G-ABC123XYZ',
      GA4_API_SECRET: 'secret-of-the-stream',
      SESSION_REPLAY_URL: 'https://ingest.replay.example/v1/record',
    })
    expect(partners.thirdParty.ga4).toEqual({
      name: 'Google Analytics 4',
      measurementId: 'G-ABC123XYZ',
      apiSecret: 'secret-of-the-stream',
      url: 'https://region1.google-analytics.com/mp/collect',
      origin: 'https://region1.google-analytics.com',
      timeoutMs: 3000,
    })
    expect(thirdPartiesOf(partners).slice(THIRD_PARTIES.length)).toEqual([
      {
        name: 'Google Analytics 4',
        consent: 'analytics',
        sources: {},
        serverOrigins: ['https://region1.google-analytics.com'],
        endpoint: 'https://region1.google-analytics.com/mp/collect',
        role: 'relay',
      },
      {
        name: 'Session replay',
        consent: 'analytics',
        sources: { 'connect-src': ['https://ingest.replay.example'] },
        endpoint: 'https://ingest.replay.example/v1/record',
        role: 'replay',
        samplePercent: 10,
      },
    ])
    expect(() => loadConfig({ GA4_MEASUREMENT_ID: 'UA-1234-5' })).toThrow(/GA4 measurement id/)
    // Every static entry speaks the consent vocabulary (embeds are media).
    for (const t of THIRD_PARTIES)
      expect(['necessary', 'analytics', 'advertising', 'personalisation', 'media']).toContain(t.consent)
  })

  it.each([
    [
      { ANALYTICS_VENDOR_URL: 'http://collect.analytics.example/e' },
      /ANALYTICS_VENDOR_URL: must be an https:\/\/ URL/,
    ],
    [
      { ANALYTICS_VENDOR_URL: 'https://*.analytics.example/e' },
      /ANALYTICS_VENDOR_URL: must be an https:\/\/ URL/,
    ],
    [{ ANALYTICS_VENDOR_URL: 'javascript:alert(1)' }, /ANALYTICS_VENDOR_URL/],
    [{ AD_PARTNER_URL: 'http://tags.partner.example/gpt.js' }, /AD_PARTNER_URL: must be an https:\/\/ URL/],
    [{ AD_PARTNER_UNIT: 'wellread' }, /AD_PARTNER_UNIT: must be an ad unit path/],
    [{ AD_PIXEL_ORIGINS: 'https://px.example/path' }, /AD_PIXEL_ORIGINS\.0: each must be an origin/],
    [
      { AD_PIXEL_ORIGINS: 'https://ok.example,http://px.example' },
      /AD_PIXEL_ORIGINS\.1: each must be an origin/,
    ],
  ])('third parties: refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('promotions: position markers only where the operator allows them; the newsletter API needs its key', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).drivers.allowMocks).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DRIVER_MOCKS: 'on' }).drivers.allowMocks).toBe(true)
    expect(loadConfig({ ALLOW_DRIVER_MOCKS: 'off' }).drivers.allowMocks).toBe(false)
    expect(() => loadConfig({ ALLOW_DRIVER_MOCKS: 'maybe' })).toThrow(/ALLOW_DRIVER_MOCKS: use on or off/)
    const http = loadConfig({ NEWSLETTER_API_URL: 'https://api.mail.example', NEWSLETTER_API_KEY: 'k' })
    expect(http.adapters.newsletter).toBe('http')
    expect(() => loadConfig({ NEWSLETTER_ADAPTER: 'http' })).toThrow(
      /NEWSLETTER_ADAPTER: http needs NEWSLETTER_API_URL and NEWSLETTER_API_KEY/,
    )
  })

  it.each([
    [{ PORT: '4000' }, 'http://localhost:4000'],
    [{ SITE_URL: 'https://wellread.example/' }, 'https://wellread.example'],
    [{ NEXT_PUBLIC_SITE_URL: 'https://www.wellread.example' }, 'https://www.wellread.example'],
  ])('site URL from %o → %s', (env, expected) => {
    expect(loadConfig(env).siteUrl).toBe(expected)
  })

  it('treats empty variables as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', PORT: '', WELLREAD_SEED: '', REDIS_URL: '' })
    expect(c.database.kind).toBe('sqlite')
    expect(c.port).toBe(3000)
    expect(c.startup.seed).toBe(true)
    expect(c.redisUrl).toBeUndefined()
  })

  it.each([
    [undefined, 'sqlite'],
    ['file:/tmp/x.db', 'sqlite'],
    ['postgres://u@h/db', 'postgres'],
    ['postgresql://u@h/db', 'postgres'],
  ])('DATABASE_URL %s → %s', (url, kind) => {
    expect(loadConfig({ DATABASE_URL: url }).database.kind).toBe(kind)
  })

  it('uses Redis for shared state when REDIS_URL is set, unless told otherwise', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).adapters.state).toBe('redis')
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', STATE_ADAPTER: 'memory' }).adapters.state).toBe(
      'memory',
    )
    expect(() => loadConfig({ STATE_ADAPTER: 'redis' })).toThrow('STATE_ADAPTER: redis needs REDIS_URL')
  })

  it('reads on/off switches', () => {
    expect(
      loadConfig({ WELLREAD_SEED: 'off', WELLREAD_BOOTSTRAP: 'OFF', WELLREAD_WARM_UP: '0' }).startup,
    ).toEqual({
      seed: false,
      bootstrap: false,
      warmUp: false,
    })
  })

  it('names every invalid variable in one error', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SITE_URL: 'wellread.example',
        WELLREAD_SEED: 'maybe',
      }),
    ).toThrow(/PORT: must be a whole number[\s\S]*DATABASE_URL: use postgres[\s\S]*SITE_URL: must be an http/)
  })

  it('per-address limits: the defaults, and RATE_LIMITS’ overrides by name (issue 32)', () => {
    expect(loadConfig({}).rateLimits).toEqual(RATE_LIMIT_DEFAULTS)
    expect(loadConfig({}).rateLimits['driver-events']).toEqual({ points: 120, durationSeconds: 60 })
    const c = loadConfig({ RATE_LIMITS: ' driver-events=3/60, metrics=1000/10 ' })
    expect(c.rateLimits['driver-events']).toEqual({ points: 3, durationSeconds: 60 })
    expect(c.rateLimits.metrics).toEqual({ points: 1000, durationSeconds: 10 })
    expect(c.rateLimits.errors).toEqual(RATE_LIMIT_DEFAULTS.errors)
    expect(loadConfig({ RATE_LIMITS: '' }).rateLimits).toEqual(RATE_LIMIT_DEFAULTS)
    for (const wrong of ['drivers=3/60', 'metrics=3', 'metrics=0/60', 'metrics=3/0', 'metrics:3/60'])
      expect(() => loadConfig({ RATE_LIMITS: wrong }), wrong).toThrow(
        new RegExp(`RATE_LIMITS: "${wrong}" is not name=requests/seconds with a name of survey-answers, `),
      )
  })

  it('takes the country headers as a lower-case list and the default country in upper case', () => {
    const c = loadConfig({ COUNTRY_HEADERS: 'CF-IPCountry, X-Geo ', WELLREAD_DEFAULT_COUNTRY: 'de' })
    expect(c.edge.countryHeaders).toEqual(['cf-ipcountry', 'x-geo'])
    expect(c.edge.defaultCountry).toBe('DE')
    expect(() => loadConfig({ WELLREAD_DEFAULT_COUNTRY: 'USA' })).toThrow('two-letter country code')
  })

  it('takes drug-savings providers from the environment: pricing, SMS, wallet keys all or none', () => {
    const c = loadConfig({
      PRICING_ADAPTER: 'http',
      PRICING_API_URL: 'https://prices.example/v1/',
      PRICING_API_KEY: 'k',
      SMS_ACCOUNT_SID: 'AC1',
      SMS_AUTH_TOKEN: 't',
      SMS_FROM: '+15550001111',
      DATA_DIR: '/srv/wellread',
    })
    expect(c.adapters.pricing).toBe('http')
    expect(c.pricing.apiUrl).toBe('https://prices.example/v1')
    expect(c.adapters.sms).toBe('twilio')
    expect(c.mail.outboxDir).toBe('/srv/wellread/outbox')
    expect(() => loadConfig({ PRICING_ADAPTER: 'http' })).toThrow(
      /PRICING_ADAPTER: http needs PRICING_API_URL/,
    )
    expect(() => loadConfig({ SMS_ADAPTER: 'twilio' })).toThrow(
      /SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM/,
    )
    expect(() => loadConfig({ APPLE_PASS_TYPE_ID: 'pass.example' })).toThrow(/APPLE_PASS_\*/)
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: use smtp/)
  })

  it('derives the own host from SITE_URL unless SITE_HOST is set', () => {
    expect(loadConfig({ SITE_URL: 'https://www.wellread.example' }).siteHost).toBe('www.wellread.example')
    expect(loadConfig({ SITE_URL: 'https://x.example', SITE_HOST: 'wellread.example' }).siteHost).toBe(
      'wellread.example',
    )
  })
})

describe('object storage (S3_*)', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' }

  it('keeps media in the data directory when no bucket is named', () => {
    expect(loadConfig({}).storage).toEqual({ s3: null })
  })

  it('takes a bucket with its keys, AWS by default (us-east-1, virtual-hosted addresses, no prefix)', () => {
    expect(loadConfig({ S3_BUCKET: 'wellread-media', ...keys }).storage.s3).toEqual({
      bucket: 'wellread-media',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: false,
      prefix: '',
    })
  })

  it('takes an S3-compatible endpoint with path-style addresses unless told otherwise, and a prefix', () => {
    const env = { S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000/', ...keys }
    expect(
      loadConfig({ ...env, S3_REGION: 'eu-west-3', S3_PREFIX: '/site/media/' }).storage.s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
      prefix: 'site/media',
    })
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'off' }).storage.s3?.forcePathStyle).toBe(false)
  })

  it('refuses to start with a bucket but no keys, naming what is missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'wellread-media' })).toThrow(
      /S3_BUCKET: object storage needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'wellread-media', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    )
  })

  it('refuses storage settings without a bucket, and malformed ones', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket', ...keys })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000', ...keys })).toThrow(
      /S3_ENDPOINT: must be an http\(s\) URL/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'maybe', ...keys })).toThrow(
      /S3_FORCE_PATH_STYLE: use on or off/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_PREFIX: 'a/../b c', ...keys })).toThrow(
      /S3_PREFIX: must be a folder/,
    )
  })
})

describe('trustedOrigins', () => {
  it('trusts the local server under both loopback names when no public URL is configured', () => {
    expect(trustedOrigins(loadConfig({ PORT: '3008' }))).toEqual([
      'http://localhost:3008',
      'http://127.0.0.1:3008',
    ])
  })
  it('trusts only the configured public origins otherwise', () => {
    expect(
      trustedOrigins(
        loadConfig({
          SITE_URL: 'https://wellread.example',
          PAYLOAD_PUBLIC_SERVER_URL: 'https://cms.wellread.example',
        }),
      ),
    ).toEqual(['https://wellread.example', 'https://cms.wellread.example'])
  })
})
