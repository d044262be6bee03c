// The link-prefetch enhancement: which links it would fetch ahead, and that it adds no hint when the
// connection is too constrained to guess (the rules themselves go with the generator's guard).
import { GlobalRegistrator } from '@happy-dom/global-registrator';
GlobalRegistrator.register({ url: 'http://localhost/how-we-help/erp/', width: 1280, height: 800 });
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import linkPrefetch, { constrained, prefetchable } from '../../../site/enhancements/link-prefetch.ts';

function link(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.querySelector('a')!;
}

test('a same-origin page link is prefetchable, without its fragment', () => {
  assert.is(prefetchable(link('<a href="/how-we-help/erp/sap/">SAP</a>'), location), 'http://localhost/how-we-help/erp/sap/');
  assert.is(prefetchable(link('<a href="/resources/contact-us/#form">Contact</a>'), location), 'http://localhost/resources/contact-us/');
});

test('files, the API, other origins, the same page, downloads, new windows and opted-out links are not', () => {
  for (const html of [
    '<a href="/guide.pdf">Guide</a>',
    '<a href="/404.html">x</a>',
    '<a href="/api/contact">x</a>',
    '<a href="https://www.oracle.com/">Oracle</a>',
    '<a href="#main">Skip</a>',
    '<a href="/how-we-help/erp/">Here</a>',
    '<a href="/how-we-help/" download>x</a>',
    '<a href="/how-we-help/" target="_blank">x</a>',
    '<a href="/how-we-help/" rel="nofollow">x</a>',
    '<div data-no-speculate><a href="/how-we-help/">x</a></div>',
  ]) {
    assert.is(prefetchable(link(html), location), undefined, html);
  }
});

test('Save-Data and 2G connections are constrained; 3G, 4G and an unknown connection are not', () => {
  assert.ok(constrained({ saveData: true, effectiveType: '4g' }));
  assert.ok(constrained({ saveData: false, effectiveType: '2g' }));
  assert.ok(constrained({ saveData: false, effectiveType: 'slow-2g' }));
  assert.not.ok(constrained({ saveData: false, effectiveType: '3g' }));
  assert.not.ok(constrained({ saveData: false, effectiveType: '4g' }));
  assert.not.ok(constrained(undefined));
});

test('on a constrained connection no hint is added, even without speculation rules support', () => {
  document.head.innerHTML = '';
  const root = link('<a href="/how-we-help/erp/sap/">SAP</a>').parentElement as HTMLElement;
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
  Object.defineProperty(HTMLScriptElement, 'supports', { configurable: true, value: () => false });
  linkPrefetch(root);
  document.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  assert.is(document.querySelectorAll('link[rel="prefetch"]').length, 0);
});

test('without speculation rules support, pressing on a link adds one prefetch hint for it', () => {
  document.head.innerHTML = '';
  const root = link('<a href="/how-we-help/erp/sap/">SAP</a>').parentElement as HTMLElement;
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: false, effectiveType: '4g' } });
  Object.defineProperty(HTMLScriptElement, 'supports', { configurable: true, value: () => false });
  linkPrefetch(root);
  const a = document.querySelector('a')!;
  a.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  a.dispatchEvent(new Event('focusin', { bubbles: true }));
  const hints = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));
  assert.equal(hints, ['http://localhost/how-we-help/erp/sap/']);
});

test('with speculation rules support the enhancement leaves prefetching to the browser', () => {
  document.head.innerHTML = '';
  const root = link('<a href="/how-we-help/erp/sap/">SAP</a>').parentElement as HTMLElement;
  Object.defineProperty(HTMLScriptElement, 'supports', { configurable: true, value: (t: string) => t === 'speculationrules' });
  linkPrefetch(root);
  document.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  assert.is(document.querySelectorAll('link[rel="prefetch"]').length, 0);
});

test.run();
