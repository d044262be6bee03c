// enhancementsIn (stages/render.ts) finds the names in every data-enhance="…" attribute of a page, as the
// pattern /\sdata-enhance="([^"]*)"/g does: only as an attribute (after a space), names split on spaces.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { enhancementsIn } from '../../../generator/pipeline/stages/render.ts';

const byPattern = (html: string) => new Set([...html.matchAll(/\sdata-enhance="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));

test('the names of every attribute, each once', () => {
  const html = '<div data-enhance="menu  tabs"><p>x</p><button\ndata-enhance="tabs">y</button><a data-enhance="">z</a></div>';
  assert.equal([...enhancementsIn(html)], ['menu', 'tabs']);
  assert.equal(enhancementsIn(html), byPattern(html));
});

test('not a mention that is no attribute, nor an unclosed one', () => {
  for (const html of [
    '<p>x-data-enhance="menu"</p>',
    'data-enhance="first" at the start',
    '<p>Write data-enhance="name" on the element.</p>',
    '<div data-enhance="menu>',
    '<i data-enhance="a"></i><p>data-enhance="b"</p><i data-enhance="c',
    '',
  ]) {
    assert.equal(enhancementsIn(html), byPattern(html), html);
  }
  assert.equal([...enhancementsIn('<i data-enhance="a"></i><p>data-enhance="b"</p><i data-enhance="c')], ['a']);
});

test.run();
