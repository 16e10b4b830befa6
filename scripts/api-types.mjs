// The client's types from the API contract: openapi-typescript turns api/openapi.yaml into
// src/kernel/api/openapi.d.ts. `--check` writes nothing and fails when the committed file is not what the document
// gives now (CI: `npm run api:types:check`), so a change of the document cannot land without its types.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const DOCUMENT = new URL('../api/openapi.yaml', import.meta.url);
const OUTPUT = new URL('../src/kernel/api/openapi.d.ts', import.meta.url);
const HEADER = [
  '// Generated from api/openapi.yaml by `npm run api:types` (scripts/api-types.mjs). Do not edit: change the document',
  '// and run the script again; `npm run api:types:check` fails while this file is stale.',
  '',
].join('\n');

async function generate() {
  const ast = await openapiTS(DOCUMENT, { silent: true });
  return HEADER + astToString(ast);
}

const check = process.argv.includes('--check');
const wanted = await generate();
const output = fileURLToPath(OUTPUT);
if (check) {
  const committed = await readFile(OUTPUT, 'utf8').catch(() => null);
  if (committed !== wanted) {
    console.error(`${output} is ${committed === null ? 'missing' : 'stale'}: it is not what api/openapi.yaml gives. Run \`npm run api:types\` and commit the file.`);
    process.exit(1);
  }
  console.log(`${output} matches api/openapi.yaml.`);
} else {
  await writeFile(OUTPUT, wanted);
  console.log(`wrote ${output}`);
}
