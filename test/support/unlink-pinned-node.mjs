// The first step of the checkout's setup, test/checkout's `prepare` (run by npm ci and npm install
// in a checkout, never by an install of the package). The devDependencies node22 and node24 (Node 22 and 24 from the npm
// registry, which the runtime suite runs the server on) each declare a `node` command, so npm
// links node_modules/.bin/node to one of them, and every npm script (npm start, npm test) would
// then run on that Node instead of the one that runs npm. This removes that link, and only a
// link into one of those packages. `npm install <package>` links it again without running this;
// `npm ci` removes it, and test/runtime/node-versions.test.ts fails
// while it is there.
import { readlinkSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const link = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url))
let target = ''
try {
  target = readlinkSync(link)
} catch {
  // no link, or not a symbolic link: nothing of ours to remove
}
if (/^\.\.\/node\d+\/bin\/node$/.test(target)) rmSync(link)
