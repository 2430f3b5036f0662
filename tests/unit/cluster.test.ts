// @vitest-environment node
import { nginxConfig } from '../../scripts/cluster-lib.mjs'

describe('the nginx configuration for several instances', () => {
  const conf = nginxConfig({
    listen: '127.0.0.1:3000',
    upstreams: ['127.0.0.1:3101', '127.0.0.1:3102'],
    runDir: '/tmp/wellread-cluster',
  })

  it('balances over every instance, leaving out one that refuses connections', () => {
    expect(conf).toContain('server 127.0.0.1:3101 max_fails=1 fail_timeout=5s;')
    expect(conf).toContain('server 127.0.0.1:3102 max_fails=1 fail_timeout=5s;')
    expect(conf).toContain('least_conn;')
    expect(conf).toContain('listen 127.0.0.1:3000;')
    expect(conf).not.toMatch(/\{\{[A-Z_]+\}\}/)
  })

  it('passes the client address the rate limits count, and never sends a POST twice', () => {
    expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;')
    expect(conf).toMatch(/proxy_next_upstream error timeout http_502;/)
    expect(conf).not.toContain('non_idempotent')
  })

  it('keeps its files in its run directory', () => {
    expect(conf).toContain('pid /tmp/wellread-cluster/nginx.pid;')
    expect(conf).toContain('proxy_temp_path /tmp/wellread-cluster/proxy;')
  })

  it('caches pages as a CDN would only when asked, and never an editor’s draft', () => {
    expect(conf).not.toMatch(/^\s*proxy_cache /m)
    const cached = nginxConfig({
      listen: 3000,
      upstreams: ['10.0.0.5:3000'],
      runDir: '/srv/wellread',
      cache: true,
    })
    expect(cached).toMatch(/proxy_cache_path \/srv\/wellread\/cache .*keys_zone=wellread_pages/)
    expect(cached).toMatch(/^\s*proxy_cache wellread_pages;/m)
    expect(cached).toContain('proxy_cache_bypass $cookie___prerender_bypass')
    expect(cached).toContain('proxy_no_cache $cookie___prerender_bypass')
    expect(cached).toContain('proxy_cache_use_stale error timeout updating')
  })

  it('refuses a configuration with no instance', () => {
    expect(() => nginxConfig({ listen: 3000, upstreams: [], runDir: '/tmp/x' })).toThrow(
      /at least one instance/,
    )
  })
})
