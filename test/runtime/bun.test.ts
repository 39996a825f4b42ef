/** The contract suite (./contract.ts) against `npm run start:bun`. */
import { runtimeContract } from './contract.ts'

runtimeContract('bun')
