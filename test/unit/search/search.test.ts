// The search's pure parts: which filters a page gets and where they go in the HTML Pagefind reads
// (generator), Pagefind's excerpts turned into DOM without parsing HTML, and the 404 page's queries (site).
import { GlobalRegistrator } from '@happy-dom/global-registrator';
GlobalRegistrator.register({ url: 'http://localhost/' });
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { filtersFor, htmlForIndex } from '../../../generator/pipeline/stages/search-index.ts';
import { excerptNodes } from '../../../site/lib/search/excerpt.ts';
import { queriesFor } from '../../../site/lib/search/suggest.ts';

const config = { filters: { area: { '/': 'Company', '/how-we-help/erp/': 'ERP', '/how-we-help/': 'Services' } } };

test('a page gets the value of the longest matching prefix', () => {
  assert.equal(filtersFor(config, '/how-we-help/erp/servicenow/'), { area: 'ERP' });
  assert.equal(filtersFor(config, '/how-we-help/'), { area: 'Services' });
  assert.equal(filtersFor(config, '/why-onas/'), { area: 'Company' });
  assert.equal(filtersFor({}, '/x/'), {});
});

test('filters go inside the indexed element, escaped', () => {
  const html = '<body><nav>menu</nav><main data-pagefind-body="">text</main></body>';
  assert.is(
    htmlForIndex({ filters: { area: { '/': 'R&D "x"' } } }, { url: '/', html }),
    '<body><nav>menu</nav><main data-pagefind-body=""><span data-pagefind-filter="area:R&amp;D &quot;x&quot;"></span>text</main></body>',
  );
  assert.is(htmlForIndex({}, { url: '/', html }), html, 'nothing to add');
  assert.is(htmlForIndex(config, { url: '/a/', html: '<body>x</body>' }), '<body>x<span data-pagefind-filter="area:Company"></span></body>');
  // Neither the element nor <body>: at the end.
  assert.is(htmlForIndex(config, { url: '/a/', html: '<p>x</p>' }), '<p>x</p><span data-pagefind-filter="area:Company"></span>');
});

test("the words data-pagefind-body in a page's text are not its indexed element", () => {
  const tag = '<span data-pagefind-filter="area:Company"></span>';
  // Before the element, in text and in an attribute's value that is not the attribute itself.
  const text =
    '<body><p>Mark the main element data-pagefind-body.</p><p title="x-data-pagefind-body">t</p><main class="m" data-pagefind-body>text</main></body>';
  assert.is(htmlForIndex(config, { url: '/', html: text }), text.replace('data-pagefind-body>', `data-pagefind-body>${tag}`));
  // Only in text, with no element marked: at the end of <body>.
  const none = '<body><p>See data-pagefind-body in the docs.</p></body>';
  assert.is(htmlForIndex(config, { url: '/', html: none }), none.replace('</body>', `${tag}</body>`));
});

test('excerpts keep <mark> and nothing else', () => {
  const container = document.createElement('p');
  container.append(...excerptNodes(document, 'A &lt;script&gt;alert(1)&lt;/script&gt; and <mark>ServiceNow</mark> &amp; <b>bold</b>'));
  assert.is(container.querySelectorAll('mark').length, 1);
  assert.is(container.querySelector('mark')?.textContent, 'ServiceNow');
  assert.is(container.querySelectorAll('script, b').length, 0);
  assert.is(container.textContent, 'A <script>alert(1)</script> and ServiceNow & <b>bold</b>');
});

test('the 404 queries: one per segment, last first, words split on dashes', () => {
  assert.equal(queriesFor('/how-we-help/erp/servicenw/'), ['servicenw', 'erp', 'how we help']);
  assert.equal(queriesFor('/a/old_page.html'), ['old page']);
  assert.equal(queriesFor('/%E0%A4%A/x-y/'), ['x y', '%E0%A4%A']);
});

test.run();
