/**
 * `npm run start:bun`: the service on Bun (Bun.serve). PORT and HOST as in ./address.ts; the
 * registry is the build's for calculators.yaml as bundled text (./built-engine.ts). SIGINT or
 * SIGTERM stops accepting connections, lets requests in flight finish, exits 0. An address that
 * cannot be listened on is one line and exit code 1, not Bun's error report. No default export on purpose: Bun would
 * start a second server of its own for a default export that has a `fetch`.
 */
import exampleRequests from '../generated/example-requests.ts'
import { cannotStart, listenFailure, listeningLine, readListenAddress } from './address.ts'
import { engineForText } from './built-engine.ts'
import registryText from './bundled-registry.ts'
import { toFetchResponder } from './fetch.ts'
import { endWithLauncher, launcherGone } from './launcher-watch.ts'

/** The part of the Bun namespace used here (the project type-checks with Node's types). */
declare const Bun: {
  serve(options: { port: number; hostname: string; development: boolean; fetch: (request: Request) => Response | Promise<Response> }): {
    port: number
    stop(closeActiveConnections?: boolean): Promise<void>
  }
}

let handler: (request: Request) => Response | Promise<Response>
let address: { port: number; host: string }
try {
  address = readListenAddress(process.env)
  handler = toFetchResponder(await engineForText(registryText, { examples: exampleRequests }), { forServer: true })
} catch (error) {
  console.error(cannotStart(error))
  process.exit(1)
}

const { host } = address
let server: { port: number; stop(closeActiveConnections?: boolean): Promise<void> }
try {
  server = Bun.serve({ port: address.port, hostname: host, development: false, fetch: handler })
} catch (error) {
  console.error(cannotStart(listenFailure(error, address)))
  process.exit(1)
}
console.log(listeningLine(host, server.port))

function stop(): void {
  setTimeout(() => process.exit(0), 10_000).unref()
  server.stop().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
// started through npm (npm run start:bun): when npm ends, so does the server
endWithLauncher((pid) => {
  console.error(`fincalc: ${launcherGone(pid)}`)
  stop()
})
