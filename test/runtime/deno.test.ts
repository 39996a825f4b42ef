/** The contract suite (./contract.ts) against `npm run start:deno`. */
import { runtimeContract } from './contract.ts'

runtimeContract('deno')
