// The expandable-text enhancement with measured sizes stubbed (happy-dom has no layout).
import { GlobalRegistrator } from '@happy-dom/global-registrator';
GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import expandableText from '../../../site/enhancements/expandable-text.ts';

/** Builds the server markup; `overflow` decides what the clamped text measures. */
function mount(overflow: { value: boolean }) {
  document.body.innerHTML = `
    <div data-enhance="expandable-text">
      <p id="t1">Long text</p>
      <button type="button" hidden aria-expanded="false" aria-controls="t1" data-more="Read more" data-less="Show less">Read more</button>
    </div>`;
  const root = document.querySelector<HTMLElement>('[data-enhance]')!;
  const text = document.getElementById('t1')!;
  // Clamped (no data-expanded): scrollHeight exceeds clientHeight when the text overflows.
  Object.defineProperty(text, 'clientHeight', { configurable: true, get: () => (root.hasAttribute('data-expanded') ? 200 : 100) });
  Object.defineProperty(text, 'scrollHeight', { configurable: true, get: () => (overflow.value ? 200 : 100) });
  return { root, text, button: root.querySelector('button')! };
}

async function resizeTo(width: number) {
  (window as unknown as { innerWidth: number }).innerWidth = width;
  window.dispatchEvent(new Event('resize'));
  // The enhancement rechecks in the next animation frame; a frame asked for after it runs after it.
  await new Promise((r) => requestAnimationFrame(r));
}

test('without the enhancement the text is unclamped and the toggle hidden', () => {
  const { root, button } = mount({ value: true });
  assert.not.ok(root.hasAttribute('data-enhanced'));
  assert.ok(button.hidden);
});

test('overflowing text: the toggle shows and flips aria-expanded, label and clamp', () => {
  const { root, button } = mount({ value: true });
  expandableText(root);
  assert.ok(root.hasAttribute('data-enhanced'), 'clamp switched on');
  assert.is(button.hidden, false);
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.is(button.textContent, 'Read more');
  button.click();
  assert.is(button.getAttribute('aria-expanded'), 'true');
  assert.is(button.textContent, 'Show less');
  assert.ok(root.hasAttribute('data-expanded'), 'clamp lifted');
  button.click();
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.is(button.textContent, 'Read more');
  assert.not.ok(root.hasAttribute('data-expanded'));
});

test('text that fits keeps the toggle hidden', () => {
  const { root, button } = mount({ value: false });
  expandableText(root);
  assert.ok(button.hidden);
  assert.is(button.getAttribute('aria-expanded'), 'false');
});

test('measures in the clamped state even while expanded', async () => {
  const { root, button } = mount({ value: true });
  expandableText(root);
  button.click();
  assert.ok(root.hasAttribute('data-expanded'));
  // Expanded, clientHeight would equal scrollHeight; the recheck must still see the overflow.
  await resizeTo(1000);
  assert.is(button.hidden, false);
  assert.ok(root.hasAttribute('data-expanded'), 'state restored after measuring');
});

test('rechecks on resize: the toggle hides when the text stops overflowing, and returns', async () => {
  const overflow = { value: true };
  const { root, button } = mount(overflow);
  expandableText(root);
  button.click();
  overflow.value = false;
  await resizeTo(1900);
  assert.ok(button.hidden, 'hidden once the text fits');
  assert.is(button.getAttribute('aria-expanded'), 'false', 'collapsed state reset');
  assert.not.ok(root.hasAttribute('data-expanded'));
  overflow.value = true;
  await resizeTo(700);
  assert.is(button.hidden, false);
});

test.run();
