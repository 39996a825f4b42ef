/**
 * `npm run start:deno`: the service on Deno (Deno.serve). PORT and HOST as in ./address.ts;
 * the registry is the build's for calculators.yaml as bundled text (./built-engine.ts), so
 * the process needs network and the two variables only:
 * `deno run --allow-net --allow-env=PORT,HOST src/adapters/deno.ts`.
 * SIGINT or SIGTERM stops accepting connections, lets requests in flight finish, exits 0.
 * An address that cannot be listened on (a port in use, a host that does not resolve) is one
 * line and exit code 1, not Deno's uncaught-error report.
 */
import exampleRequests from '../generated/example-requests.ts'
import { cannotStart, listenFailure, listeningLine, readListenAddress } from './address.ts'
import { engineForText } from './built-engine.ts'
import registryText from './bundled-registry.ts'
import { toFetchResponder } from './fetch.ts'

/** The part of the Deno namespace used here (the project type-checks with Node's types). */
declare const Deno: {
  env: { get(name: string): string | undefined }
  serve(
    options: { port: number; hostname: string; onListen(address: { port: number }): void },
    handler: (request: Request) => Response | Promise<Response>,
  ): { shutdown(): Promise<void> }
  addSignalListener(signal: 'SIGINT' | 'SIGTERM', listener: () => void): void
  exit(code: number): never
}

let handler: (request: Request) => Response | Promise<Response>
let address: { port: number; host: string }
try {
  address = readListenAddress({ PORT: Deno.env.get('PORT'), HOST: Deno.env.get('HOST') })
  handler = toFetchResponder(await engineForText(registryText, { examples: exampleRequests }), { forServer: true })
} catch (error) {
  console.error(cannotStart(error))
  Deno.exit(1)
}

const { host } = address
let server: { shutdown(): Promise<void> }
try {
  server = Deno.serve({ port: address.port, hostname: host, onListen: ({ port }) => console.log(listeningLine(host, port)) }, handler)
} catch (error) {
  console.error(cannotStart(listenFailure(error, address)))
  Deno.exit(1)
}

function stop(): void {
  setTimeout(() => Deno.exit(0), 10_000)
  server.shutdown().then(() => Deno.exit(0))
}
Deno.addSignalListener('SIGINT', stop)
Deno.addSignalListener('SIGTERM', stop)
