/**
 * Content-coding negotiation (RFC 9110 §12.5.3) for the responses the engine marks with
 * `Vary: Accept-Encoding` (the OpenAPI document): the adapters compress those when the client
 * accepts it, each with what its runtime has (Node: node:zlib; the fetch runtimes:
 * CompressionStream). Web-standard code only, shared by every adapter.
 */

export type ContentCoding = 'br' | 'gzip'

/** Whether the engine lets adapters compress this response. */
export function mayCompress(headers: Readonly<Record<string, string>>): boolean {
  return headers.vary !== undefined && /\baccept-encoding\b/i.test(headers.vary)
}

/**
 * The first of `offered` (in the server's order of preference) that the Accept-Encoding header
 * accepts with a q-value above 0, or undefined for identity. A coding not named is accepted when
 * `*` is, with its q-value; no header, or an empty one, asks for identity.
 */
export function chooseCoding(acceptEncoding: string | null | undefined, offered: readonly ContentCoding[]): ContentCoding | undefined {
  if (!acceptEncoding) return undefined
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';')
    const coding = name.trim().toLowerCase()
    if (!coding) continue
    let q = 1
    for (const param of params) {
      const [key, value] = param.split('=')
      if (key?.trim().toLowerCase() === 'q') q = Number(value?.trim())
    }
    weights.set(coding, Number.isFinite(q) ? q : 0)
  }
  for (const coding of offered) {
    const q = weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0
    if (q > 0) return coding
  }
  return undefined
}
