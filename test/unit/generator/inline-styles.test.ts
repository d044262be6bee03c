// style="" attributes become classes (so the Content-Security-Policy needs no 'unsafe-inline'):
// only real style attributes, whatever else the tag and the page hold; island markup is only checked.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hoistInlineStyles, styleClassName } from '../../../generator/pipeline/lib/inline-styles.ts';

const cls = (decl: string) => styleClassName(decl);

test('a style attribute becomes a class, added to the class the tag has or as a new one', () => {
  const body = '<div class="a" style="width:50%">x</div><span style="color:red;">y</span><img src="/i.png" alt="" style="--w:3"/>';
  const { bodies, css, pageCss } = hoistInlineStyles([body], ['/']);
  assert.is(
    bodies[0],
    `<div class="a ${cls('width:50%')}">x</div><span class="${cls('color:red')}">y</span><img src="/i.png" alt="" class="${cls('--w:3')}" />`,
  );
  assert.match(css, `.${cls('width:50%')}{width:50%}`);
  assert.match(css, `.${cls('color:red')}{color:red}`);
  assert.is(pageCss[0].split('\n').length, 3);
});

test('entities in the declarations are decoded; an empty style is dropped', () => {
  const { bodies, css } = hoistInlineStyles(['<p style="font-family:&quot;A B&quot;">t</p><p style="">u</p>'], ['/']);
  assert.is(bodies[0], `<p class="${cls('font-family:"A B"')}">t</p><p>u</p>`);
  assert.match(css, '{font-family:"A B"}');
});

test('text and other attributes that mention style are left alone', () => {
  const body =
    '<p title="a &gt; b" data-style="x">style=&quot;color:red&quot; and style="in text"</p>' +
    '<a href="/x?style=&quot;1&quot;" data-style="y" style="margin:0">k</a>';
  const { bodies } = hoistInlineStyles([body], ['/']);
  assert.is(
    bodies[0],
    '<p title="a &gt; b" data-style="x">style=&quot;color:red&quot; and style="in text"</p>' +
      `<a href="/x?style=&quot;1&quot;" data-style="y" class="${cls('margin:0')}">k</a>`,
  );
});

test('island markup is not rewritten; a style attribute inside an island is reported', () => {
  const body = '<div style="gap:1rem"><site-island data-island="Form"><input style="width:1px"></site-island></div>';
  const { bodies, problems } = hoistInlineStyles([body], ['site/routes/x.tsx']);
  assert.is(bodies[0], `<div class="${cls('gap:1rem')}"><site-island data-island="Form"><input style="width:1px"></site-island></div>`);
  assert.equal(problems, [
    'site/routes/x.tsx: island Form renders a style="" attribute, which the Content-Security-Policy blocks; use a class or data attribute instead',
  ]);
});

test('each page lists only the rules of its own classes', () => {
  const { pageCss } = hoistInlineStyles(['<i style="a:1"></i>', '<b style="b:2"></b><i style="a:1"></i>'], ['/1/', '/2/']);
  assert.is(pageCss[0], `.${cls('a:1')}{a:1}`);
  assert.is(pageCss[1], `.${cls('a:1')}{a:1}\n.${cls('b:2')}{b:2}`);
});

test.run();
