#!/usr/bin/env node
// The `site` executable: a thin shim that runs the generator's CLI.
// React must see NODE_ENV before it is first imported, so it is set here.
process.env.NODE_ENV ??= 'production';
const { BUNDLE, isStale, prebundle } = await import('../generator/cli/prebundle.mjs');
if (isStale()) await prebundle();
const { main } = await import(BUNDLE);
await main(process.argv);
