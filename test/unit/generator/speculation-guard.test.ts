// The guard after the speculation rules (generator/pipeline/lib/speculation-guard.ts), run as the
// browser runs it: as an inline script's text, in a document holding the rules.
import { GlobalRegistrator } from '@happy-dom/global-registrator';
GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SPECULATION_GUARD } from '../../../generator/pipeline/lib/speculation-guard.ts';

/** The rules left in the document after the guard ran with this navigator.connection. */
function rulesLeftWith(connection: object | undefined): number {
  document.head.innerHTML = '<script type="speculationrules">{"prefetch":[]}</script><script type="application/ld+json">{}</script>';
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  new Function(SPECULATION_GUARD)();
  assert.is(document.querySelectorAll('script[type="application/ld+json"]').length, 1, 'other scripts stay');
  return document.querySelectorAll('script[type="speculationrules"]').length;
}

test('Save-Data, 2g and slow-2g remove the rules', () => {
  assert.is(rulesLeftWith({ saveData: true, effectiveType: '4g' }), 0);
  assert.is(rulesLeftWith({ saveData: false, effectiveType: '2g' }), 0);
  assert.is(rulesLeftWith({ saveData: false, effectiveType: 'slow-2g' }), 0);
});

test('3g, 4g and a browser without navigator.connection keep them', () => {
  assert.is(rulesLeftWith({ saveData: false, effectiveType: '3g' }), 1);
  assert.is(rulesLeftWith({ saveData: false, effectiveType: '4g' }), 1);
  assert.is(rulesLeftWith(undefined), 1);
});

test.run();
