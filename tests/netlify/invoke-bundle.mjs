/**
 * Unzipped Netlify function bundles in a Node process of their own, as Netlify's Lambda runtime runs them:
 * plain Node (no TypeScript loader), the zips' files only (they live outside the repository, so nothing
 * resolves from the repository's node_modules), the environment it is given.
 *
 *   node invoke-bundle.mjs <dir of unzipped bundles> <name>…   stdin: JSON [{method, url, route?, headers?}]
 *
 * Loads each <name>/functions/<name>.mjs (a bundle that cannot load fails here). With one name, then
 * answers each request through that zip's own entry point (___netlify-entry-point.mjs → Netlify's
 * bootstrap → the function) and prints JSON [{status, headers, body}].
 */
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';

// The two pieces of AWS Lambda's Node runtime Netlify's bootstrap uses for streamed answers.
globalThis.awslambda = {
  streamifyResponse: (fn) => fn,
  HttpResponseStream: {
    from: (stream, prelude) => Object.assign(stream, { prelude }),
  },
};

const [root, ...names] = process.argv.slice(2);
const load = (name, file) => import(pathToFileURL(path.join(root, name, file)).href);

let input = '';
for await (const chunk of process.stdin) input += chunk;
const requests = JSON.parse(input || '[]');
if (requests.length && names.length !== 1) throw new Error('requests go to one bundle at a time');

for (const name of names) {
  const fn = await load(name, `functions/${name}.mjs`);
  if (typeof fn.default !== 'function') throw new Error(`${name}: the bundle has no default export function`);
}

const { handler } = requests.length ? await load(names[0], '___netlify-entry-point.mjs') : {};
const answers = [];
for (const [i, r] of requests.entries()) {
  const stream = new PassThrough();
  const chunks = [];
  stream.on('data', (c) => chunks.push(c));
  const event = {
    rawUrl: r.url,
    httpMethod: r.method ?? 'GET',
    headers: { 'x-nf-client-connection-ip': '192.0.2.1', ...r.headers },
    isBase64Encoded: false,
    route: r.route,
    flags: {},
  };
  await handler(event, stream, { awsRequestId: `bundle-test-${i}`, getRemainingTimeInMillis: () => 30_000 });
  answers.push({
    status: stream.prelude.statusCode,
    headers: stream.prelude.multiValueHeaders,
    body: Buffer.concat(chunks).toString('utf8'),
  });
}
// The database pool keeps sockets open, as it does between invocations on Netlify: exit once written.
process.stdout.write(JSON.stringify(answers), () => process.exit(0));
