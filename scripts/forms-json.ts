// `npm run forms`: writes api/config/forms.json, the API's copy of the form contract in content/forms.ts.
// The file is committed so the API runs without Node (uploaded as is, or under `php -S` in the tests);
// test/unit/forms/contract.test.ts fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formContractJson } from '../content/forms.ts';

export const formsJsonPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '../api/config/forms.json');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(formsJsonPath, formContractJson());
  console.log(`wrote ${path.relative(process.cwd(), formsJsonPath)}`);
}
