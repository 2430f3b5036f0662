// @ts-check
/**
 * Every request's duration in the process's Prometheus registry (`wellread_http_request_duration_seconds`,
 * docs/adr/0027 §8), by the route template of the address it arrived with (route-template.mjs), its method and
 * its status: from the moment the server hands it over to the moment its response has been handed to the
 * network, whoever answered it (the edge, a lane or Next.js). A request whose client went away first is
 * labelled `aborted`.
 */
import { methodLabel, secondsSince, serverMetrics, statusLabel } from '../../platform/prometheus.mjs'
import { routeTemplate } from './route-template.mjs'

/**
 * @param {import('node:http').RequestListener} listener
 * @param {{ observe?: (labels: { route: string, method: string, status: string }, seconds: number) => void }} [options]
 * @returns {import('node:http').RequestListener}
 */
export function measureRequests(listener, { observe } = {}) {
  const record = observe ?? ((labels, seconds) => serverMetrics().requestDuration.observe(labels, seconds))
  return (req, res) => {
    const started = process.hrtime.bigint()
    // Before the listener rewrites it (a search's query made into its path): the template of what was asked.
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    const route = routeTemplate(q === -1 ? url : url.slice(0, q))
    const method = methodLabel(req.method)
    res.once('close', () => {
      const status = res.writableFinished ? statusLabel(res.statusCode) : 'aborted'
      record({ route, method, status }, secondsSince(started))
    })
    listener(req, res)
  }
}
