/**
 * The peer: the EMI route written plainly on Hono with @hono/node-server and Number math, as
 * a typical small service would be. Same path, parameters, bounds and response shape as
 * fincalc's /api/v1/emi without `breakup`; no cache, no ETag.
 *
 *   PORT=0 node --import tsx bench/baselines/peer.ts
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono()
const round2 = (x: number) => Math.round(x * 100) / 100

app.get('/api/v1/emi', (c) => {
  const principal = Number(c.req.query('principal'))
  const interest = Number(c.req.query('interest'))
  const years = Number(c.req.query('years'))
  const months = years * 12
  const errors: Array<{ parameter: string; code: string }> = []
  if (!(principal > 0 && principal <= 100_000_000_000)) errors.push({ parameter: 'principal', code: 'out_of_range' })
  if (!(interest >= 0 && interest <= 50)) errors.push({ parameter: 'interest', code: 'out_of_range' })
  if (!(years > 0 && years <= 50)) errors.push({ parameter: 'years', code: 'out_of_range' })
  else if (!Number.isInteger(months)) errors.push({ parameter: 'years', code: 'not_whole_periods' })
  if (errors.length) return c.json({ type: 'urn:fincalc:problem:invalid-parameters', title: 'Invalid parameters', status: 400, errors }, 400)
  const r = interest / 1200
  const growth = Math.pow(1 + r, months)
  const emi = r === 0 ? principal / months : (principal * r * growth) / (growth - 1)
  const totalPayment = emi * months
  return c.json({
    input: { principal, interest, years, breakup: false },
    result: { emi: round2(emi), totalInterest: round2(totalPayment - principal), totalPayment: round2(totalPayment), months },
  })
})

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`peer listening on http://127.0.0.1:${info.port}`)
})
process.once('SIGTERM', () => process.exit(0))
