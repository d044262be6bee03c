// The newsletter's download, assets/guide.pdf: drawn by site/downloads/guide-pdf.ts from content/guide.ts,
// byte-stable, and the committed file matches the current copy (rebuild with `npm run guide`).
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderGuide } from '../../site/downloads/guide-pdf.ts';
import { guide } from '../../content/guide.ts';
import { ROOT } from './api-server.ts';

const COMMITTED = path.join(ROOT, 'assets', 'guide.pdf');

let first: Buffer;

test.before(async () => {
  first = await renderGuide();
});

test('the guide is a 4 to 6 page PDF under 200 KB with its title and fixed dates', () => {
  const text = first.toString('latin1');
  assert.ok(text.startsWith('%PDF-'));
  assert.ok(text.trimEnd().endsWith('%%EOF'));
  const pages = (text.match(/\/Type \/Page\b/g) ?? []).length;
  assert.ok(pages >= 4 && pages <= 6, `${pages} pages`);
  assert.is(pages, guide.pages.length + 1, 'a cover and one page per section');
  assert.ok(first.length < 200 * 1024, `${first.length} bytes`);
  assert.match(text, /\/Title \d+ 0 R/);
  assert.ok(text.includes('(ONAS AI Solutions Guide)'));
  assert.ok(text.includes('(D:20260115000000Z)'), 'fixed creation date');
  assert.ok(text.includes('(mailto:sales@example.com)'), 'the e-mail address is a link');
});

test('rebuilding gives the same bytes', async () => {
  const second = await renderGuide();
  assert.ok(second.equals(first));
});

test('assets/guide.pdf is up to date with content/guide.ts', () => {
  assert.ok(fs.existsSync(COMMITTED), 'assets/guide.pdf exists');
  assert.ok(fs.readFileSync(COMMITTED).equals(first), 'rebuild with: npm run guide');
});

test.run();
