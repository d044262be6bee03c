// html-validate (the `html-validate:standard` preset, configured in .htmlvalidate.json) over every page of
// the built site: the run's one build (SITE_TEST_DIST) or a fresh one when this file runs alone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT } from '../support/browser.ts';

const config = JSON.parse(fs.readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8'));
const validator = new HtmlValidate(new StaticConfigLoader(config));
let dist = process.env.SITE_TEST_DIST;
let scratch: string | undefined;

test.before(() => {
  if (dist) return;
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'onas-html-'));
  execFileSync(process.execPath, ['bin/site.js', 'build', '--quiet', '--out', scratch], { cwd: ROOT, stdio: 'inherit' });
  dist = scratch;
});
test.after(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

const pages = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort();

test('the configuration is the standard preset and catches a real error', async () => {
  assert.equal(config.extends, ['html-validate:standard']);
  const report = await validator.validateString('<!doctype html><html lang="en"><head><title>t</title></head><body><p id="a"></p><p id="a"></p></body></html>');
  assert.not.ok(report.valid);
  assert.equal(
    report.results[0].messages.map((m) => m.ruleId),
    ['no-dup-id'],
  );
});

test('every page of the site is valid HTML', async () => {
  const started = Date.now();
  const files = pages(dist!);
  assert.ok(files.length > 50, `found ${files.length} pages`);
  assert.ok(files.includes('404.html') && files.includes('index.html'));
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(path.join(dist!, file));
    for (const r of report.results) for (const m of r.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  console.log(`html-validate: ${files.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.equal(problems, [], problems.join('\n'));
});

test.run();
