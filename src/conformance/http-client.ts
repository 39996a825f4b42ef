/**
 * The conformance suite's HTTP: every request goes to `<base URL><target>` with
 * `Accept: application/json` and a time limit, over node:http(s) (fetch refuses some ports an
 * implementation may listen on, such as 6000 or 10080). A connection failure or a timeout
 * becomes a `RequestFailure` whose message the report shows as the check's difference. Plain
 * GETs are remembered for the run, so checks that look at one answer in different ways send it
 * once; checks about repetition (determinism, ETag) ask for fresh answers. `reach()` tells,
 * before a run, whether anything answers at the base URL at all.
 */
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { withoutTrailing } from '../runtime/without-trailing.ts'

export interface HttpAnswer {
  status: number
  headers: Headers
  text: string
  /** The parsed body; undefined when it is empty or not JSON (see `jsonProblem`). */
  json: unknown
  jsonProblem?: string
}

export interface SendOptions {
  method?: string
  headers?: Record<string, string>
  /** Send even when the same GET was answered before in this run. */
  fresh?: boolean
}

/** What a check sends its requests through. */
export interface Sender {
  send(target: string, options?: SendOptions): Promise<HttpAnswer>
}

export class RequestFailure extends Error {
  /** Why no answer came, in a few words: `connection refused`, `no answer within 10000 ms`. */
  constructor(shown: string, readonly reason: string) {
    super(`${shown}: ${reason}`)
  }
}

/** The most bytes of one answer read: far more than any answer of the API (the OpenAPI document, a 100-year table), far less than a server that never ends its body would fill memory with. */
const LARGEST_ANSWER = 16 * 2 ** 20

/** A connection failure's code in words. */
const REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name could not be resolved',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EADDRNOTAVAIL: 'address not available',
  ETIMEDOUT: 'connection timed out',
  EPROTO: 'TLS handshake failed',
}

export class HttpClient implements Sender {
  readonly baseUrl: string
  private readonly timeoutMs: number
  private readonly remembered = new Map<string, Promise<HttpAnswer>>()

  constructor(baseUrl: string, timeoutMs: number) {
    this.baseUrl = withoutTrailing(baseUrl, '/')
    this.timeoutMs = timeoutMs
  }

  /** Undefined when something answers HTTP at the base URL (any status); else why nothing does. */
  async reach(): Promise<string | undefined> {
    try {
      await this.request('/api/v1/', 'GET', undefined)
      return undefined
    } catch (error) {
      if (error instanceof RequestFailure) return error.reason
      throw error
    }
  }

  send(target: string, options: SendOptions = {}): Promise<HttpAnswer> {
    const method = options.method ?? 'GET'
    const plain = method === 'GET' && !options.headers
    if (plain && !options.fresh) {
      let answer = this.remembered.get(target)
      if (!answer) this.remembered.set(target, (answer = this.request(target, method, undefined)))
      return answer
    }
    const answer = this.request(target, method, options.headers)
    if (plain) this.remembered.set(target, answer)
    return answer
  }

  /** A sender that also notes the status of every answer it gets (for telling 'not implemented'). */
  watched(statuses: number[]): Sender {
    return { send: async (target, options) => {
      const answer = await this.send(target, options)
      statuses.push(answer.status)
      return answer
    } }
  }

  private request(target: string, method: string, headers: Record<string, string> | undefined): Promise<HttpAnswer> {
    const shown = `${method} ${target.length > 120 ? `${target.slice(0, 117)}...` : target}`
    const url = new URL(this.baseUrl + target)
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest
    return new Promise<HttpAnswer>((resolve, reject) => {
      const fail = (reason: string) => reject(new RequestFailure(shown, reason))
      const outgoing = send(url, { method, headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(this.timeoutMs) }, (response) => {
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk)
          size += chunk.length
          if (size <= LARGEST_ANSWER) return
          fail(`answer larger than ${LARGEST_ANSWER / 2 ** 20} MiB`)
          outgoing.destroy()
        })
        response.on('error', (error) => fail(reasonOf(error, this.timeoutMs)))
        response.on('end', () => resolve(answerOf(response.statusCode ?? 0, response.rawHeaders, Buffer.concat(chunks).toString('utf8'))))
      })
      outgoing.on('error', (error) => fail(reasonOf(error, this.timeoutMs)))
      outgoing.end()
    })
  }
}

function reasonOf(error: Error & { code?: string }, timeoutMs: number): string {
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`
  return (error.code && REASONS[error.code]) ?? `request failed (${error.code ?? error.message})`
}

function answerOf(status: number, rawHeaders: readonly string[], text: string): HttpAnswer {
  const headers = new Headers()
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    try {
      headers.append(rawHeaders[i]!, rawHeaders[i + 1]!)
    } catch {
      // a header that is not valid HTTP is left out, as fetch would refuse the whole answer
    }
  }
  const answer: HttpAnswer = { status, headers, text, json: undefined }
  if (text.length > 0) {
    try {
      answer.json = JSON.parse(text)
    } catch {
      answer.jsonProblem = `body is not JSON: ${JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}...` : text)}`
    }
  }
  return answer
}
