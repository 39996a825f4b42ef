/**
 * The conformance suite's HTTP: every request goes to `<base URL><target>` with
 * `Accept: application/json` and a time limit. A connection failure or a timeout becomes a
 * `RequestFailure` whose message the report shows as the check's difference. Plain GETs are
 * remembered for the run, so checks that look at one answer in different ways send it once;
 * checks about repetition (determinism, ETag) ask for fresh answers.
 */
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

export class RequestFailure extends Error {}

export class HttpClient {
  readonly baseUrl: string
  private readonly timeoutMs: number
  private readonly remembered = new Map<string, Promise<HttpAnswer>>()

  constructor(baseUrl: string, timeoutMs: number) {
    this.baseUrl = baseUrl.replace(/\/+$/, '')
    this.timeoutMs = timeoutMs
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

  private async request(target: string, method: string, headers: Record<string, string> | undefined): Promise<HttpAnswer> {
    const shown = `${method} ${target.length > 120 ? `${target.slice(0, 117)}...` : target}`
    let response: Response
    let text: string
    try {
      response = await fetch(this.baseUrl + target, {
        method,
        headers: { accept: 'application/json', ...headers },
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      text = await response.text()
    } catch (error) {
      const e = error as Error & { cause?: { code?: string; message?: string } }
      if (e.name === 'TimeoutError' || e.name === 'AbortError') throw new RequestFailure(`${shown}: no answer within ${this.timeoutMs} ms`)
      throw new RequestFailure(`${shown}: request failed (${e.cause?.code ?? e.cause?.message ?? e.message})`)
    }
    const answer: HttpAnswer = { status: response.status, headers: response.headers, text, json: undefined }
    if (text.length > 0) {
      try {
        answer.json = JSON.parse(text)
      } catch {
        answer.jsonProblem = `body is not JSON: ${JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}...` : text)}`
      }
    }
    return answer
  }
}
