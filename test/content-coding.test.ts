/** Content-coding negotiation and the fetch adapter's gzip of the OpenAPI document. */
import { describe, expect, it } from 'vitest'
import { toFetchHandler } from '../src/adapters/fetch.ts'
import { chooseCoding } from '../src/runtime/content-coding.ts'
import { sharedEngine } from './support/project.ts'

describe('chooseCoding', () => {
  it('takes the first offered coding the header accepts with q above 0', () => {
    const offered = ['br', 'gzip'] as const
    expect(chooseCoding('gzip, deflate, br', offered)).toBe('br')
    expect(chooseCoding('gzip', offered)).toBe('gzip')
    expect(chooseCoding('GZIP;q=0.5', offered)).toBe('gzip')
    expect(chooseCoding('br;q=0, gzip', offered)).toBe('gzip')
    expect(chooseCoding('br;q=0, gzip;q=0', offered)).toBeUndefined()
    expect(chooseCoding('*', offered)).toBe('br')
    expect(chooseCoding('*;q=0, gzip', offered)).toBe('gzip')
    expect(chooseCoding('identity', offered)).toBeUndefined()
    expect(chooseCoding('', offered)).toBeUndefined()
    expect(chooseCoding(null, offered)).toBeUndefined()
    expect(chooseCoding('x-gzip', ['gzip'])).toBe('gzip')
    expect(chooseCoding('deflate', offered)).toBeUndefined()
  })
})

describe('the fetch adapter (Deno, Bun)', () => {
  const handler = toFetchHandler(sharedEngine())
  const get = (path: string, acceptEncoding?: string) => handler(new Request(`http://fincalc.test${path}`, acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } }))

  it('gzips openapi.json for a client accepting gzip: the bytes decompress to exactly the plain document', async () => {
    const plain = await get('/api/v1/openapi.json', 'identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    const plainBytes = new Uint8Array(await plain.arrayBuffer())
    for (const header of ['gzip', 'gzip, deflate, br']) {
      const zipped = await get('/api/v1/openapi.json', header)
      expect(zipped.headers.get('content-encoding')).toBe('gzip')
      expect(zipped.headers.get('vary')).toBe('Accept-Encoding')
      expect(zipped.headers.get('etag')).toBe(plain.headers.get('etag'))
      const bytes = new Uint8Array(await zipped.arrayBuffer())
      expect(bytes.length).toBeLessThan(plainBytes.length / 4)
      const unzipped = new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer())
      expect(Buffer.from(unzipped).equals(Buffer.from(plainBytes))).toBe(true)
    }
    expect((await get('/api/v1/openapi.json')).headers.get('content-encoding')).toBeNull()
    expect((await get('/api/v1/openapi.json', 'br')).headers.get('content-encoding')).toBeNull()
  })

  it('never compresses a calculator answer', async () => {
    const answer = await get('/api/v1/sip?investment=10000&interest=12&years=10', 'gzip')
    expect(answer.headers.get('content-encoding')).toBeNull()
    expect(answer.headers.get('vary')).toBeNull()
  })
})
