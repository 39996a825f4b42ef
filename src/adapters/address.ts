/**
 * The listening address every server entry takes from its environment, read one way for all of
 * them (`npm start`, `start:deno`, `start:bun`, `start:workerd`):
 *   PORT  whole number 0–65535, default 8787; 0 asks the system for a free port
 *   HOST  interface to bind, default 127.0.0.1 (0.0.0.0 or :: to listen on every interface)
 * An empty variable counts as unset. Each entry prints `listeningLine(...)` once it accepts
 * connections, and `cannotStart(...)` (then exits 1) when the address or the registry is wrong,
 * or when the address cannot be listened on (`listenFailure(...)` says why, in one line).
 * No runtime API is used here, so every runtime imports this file unchanged.
 */
export interface ListenAddress {
  port: number
  host: string
}

const DEFAULT_PORT = 8787
const DEFAULT_HOST = '127.0.0.1'

/** Throws an Error whose message says what is wrong, ready for `cannotStart`. */
export function readListenAddress(env: { PORT?: string | undefined; HOST?: string | undefined }): ListenAddress {
  const portText = env.PORT?.trim() || undefined
  const port = portText === undefined ? DEFAULT_PORT : /^\d{1,5}$/.test(portText) ? Number(portText) : Number.NaN
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a whole number from 0 to 65535 (got ${env.PORT})`)
  const host = env.HOST?.trim() || DEFAULT_HOST
  return { port, host }
}

/** The line tests and scripts wait for; an IPv6 host is bracketed as in a URL. */
export function listeningLine(host: string, port: number, detail?: string): string {
  const shown = host.includes(':') ? `[${host}]` : host
  return `fincalc listening on http://${shown}:${port}${detail ? ` (${detail})` : ''}`
}

export function cannotStart(error: unknown): string {
  return `fincalc cannot start: ${error instanceof Error ? error.message : String(error)}`
}

/**
 * Why listening on the address failed, in one line for `cannotStart`, from what the runtime
 * reported: Node's and Bun's error `code`, Deno's error class name, or the text workerd prints.
 * Never the runtime's own stack or source excerpt.
 */
export function listenFailure(error: unknown, { host, port }: ListenAddress): string {
  const { code, name, message } = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as { code?: unknown; name?: unknown; message?: unknown }
  const text = `${String(code ?? '')} ${String(name ?? '')} ${String(message ?? '')}`
  const shown = host.includes(':') ? `[${host}]` : host
  if (/EADDRINUSE|AddrInUse|address already in use/i.test(text)) return `port ${port} on ${shown} is already in use`
  if (/ENOTFOUND|EAI_AGAIN|EAI_NONAME|EAI_FAIL|getaddrinfo|lookup address|not known/i.test(text)) return `host ${host} is neither an IP address nor a host name that resolves`
  if (/EADDRNOTAVAIL|AddrNotAvailable|cannot assign requested address/i.test(text)) return `host ${host} is not an address of this machine`
  if (/EACCES|EPERM|PermissionDenied|permission denied/i.test(text)) return `no permission to listen on port ${port} on ${shown}`
  // Bun reports a host it cannot resolve, or cannot bind, as EINVAL.
  if (/EINVAL/.test(text)) return `host ${host} is not an address this machine can listen on`
  const firstLine = String(message ?? error).trim().split('\n')[0]!.slice(0, 200)
  return `cannot listen on ${shown}:${port}: ${firstLine}`
}
