import net from 'node:net'

/**
 * A TCP forwarder standing between the app and its database, so a test can take the database away (refuse
 * new connections and cut open ones, as when Postgres stops) and bring it back, without stopping the
 * Postgres server other tests share.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  let port = 0

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const s of [client, upstream]) {
          sockets.add(s)
          s.on('close', () => sockets.delete(s))
          s.on('error', () => {
            client.destroy()
            upstream.destroy()
          })
        }
        client.pipe(upstream).pipe(client)
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port
        resolve()
      })
    })

  await listen()
  return {
    get port() {
      return port
    },
    /** The database goes away: new connections are refused, open ones are cut. */
    async cut() {
      const closing = new Promise<void>((resolve) => server?.close(() => resolve()))
      for (const s of sockets) s.destroy()
      await closing
      server = null
    },
    /** The database is back, on the same port. */
    restore: listen,
    async close() {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    },
  }
}
