import net from 'node:net'
import { ephemeralPortsStart, freePort } from '../../scripts/lib.mjs'

const listenOn = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
const close = (server: net.Server) => new Promise((resolve) => server.close(resolve))

describe('freePort (the port a test server listens on later)', () => {
  it('is free, and below the range the system hands out by itself', async () => {
    const port = await freePort()
    expect(port).toBeLessThan(ephemeralPortsStart())
    await close(await listenOn(port))
  })

  it('the range is read right: a port the system picks is in it (control)', async () => {
    const server = await listenOn(0)
    const { port } = server.address() as net.AddressInfo
    await close(server)
    expect(port).toBeGreaterThanOrEqual(ephemeralPortsStart())
  })

  it('never gives a port that is taken', async () => {
    const taken = await Promise.all(Array.from({ length: 20 }, () => freePort().then(listenOn)))
    const ports = taken.map((s) => (s.address() as net.AddressInfo).port)
    const more = await Promise.all(Array.from({ length: 20 }, () => freePort()))
    expect(more.filter((p) => ports.includes(p))).toEqual([])
    await Promise.all(taken.map(close))
  })
})
