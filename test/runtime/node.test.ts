/** The contract suite (./contract.ts) against `npm start`. */
import { runtimeContract } from './contract.ts'

runtimeContract('node')
