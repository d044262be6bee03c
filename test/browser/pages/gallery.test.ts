// The Life at ONAS gallery viewer: opens on click and on Enter, Left/Right move between photos
// (wrapping), the caption and counter follow, focus stays inside, Escape closes and focus
// returns to the current photo's thumbnail.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { lifePhotos } from '../../../content/why-onas/life/photos.ts';
import { launchBrowser, openPage } from '../../support/browser.ts';
import { startSite } from './_site.ts';

const site = await startSite();
const browser = await launchBrowser();

test.after(async () => {
  await browser.close();
  await site.close();
});

const viewer = (page: Page) => page.locator('dialog[data-gallery-viewer]');
const state = (page: Page) =>
  page.evaluate(() => {
    const d = document.querySelector<HTMLDialogElement>('dialog[data-gallery-viewer]')!;
    const img = d.querySelector<HTMLImageElement>('img')!;
    return {
      open: d.open,
      modal: d.matches(':modal'),
      caption: d.querySelector('figcaption')!.textContent,
      counter: d.querySelector('[data-viewer-counter]')!.textContent,
      src: img.currentSrc || img.src,
      alt: img.alt,
      focusInside: d.contains(document.activeElement),
      locked: document.body.classList.contains('scroll-locked'),
    };
  });
/** The close event (which restores focus and scrolling) is dispatched after `open` turns false. */
const closed = (page: Page) =>
  page.waitForFunction(
    () => !document.body.classList.contains('scroll-locked') && !document.querySelector('dialog[data-gallery-viewer]')!.contains(document.activeElement),
  );
const thumbs = (page: Page) => page.locator('[data-enhance~="gallery"] a[data-full-src]');

for (const width of [1280, 375]) {
  test(`viewer at ${width} px: click opens, arrows move, Escape closes and returns focus`, async () => {
    const { page, context, errors } = await openPage(browser, { width, height: 800 });
    await page.goto(`${site.url}/why-onas/life/`);
    assert.is(await thumbs(page).count(), 16);
    await thumbs(page).nth(2).click();
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog[data-gallery-viewer]')!.open);
    let s = await state(page);
    assert.ok(s.modal, 'opened as a modal dialog');
    assert.is(s.caption, lifePhotos[2]!.caption);
    assert.is(s.alt, lifePhotos[2]!.alt);
    assert.is(s.counter, 'Photo 3 of 16');
    assert.ok(s.focusInside, 'focus moved into the viewer');
    assert.ok(s.locked, 'page scroll locked');
    assert.ok(await viewer(page).locator('img').isVisible());
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('dialog[data-gallery-viewer] img')!;
      return img.complete && img.naturalWidth > 0;
    });
    assert.match(
      await page.evaluate(() => document.querySelector<HTMLImageElement>('dialog[data-gallery-viewer] img')!.currentSrc),
      /\/photo-03-[0-9a-f]+-(800|1200|1600)\.(avif|webp)$/,
      'a large variant of the third photo is shown',
    );
    const firstSrc = s.src;

    await page.keyboard.press('ArrowRight');
    s = await state(page);
    assert.is(s.caption, lifePhotos[3]!.caption);
    assert.is(s.counter, 'Photo 4 of 16');
    assert.is.not(s.src, firstSrc);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    s = await state(page);
    assert.is(s.caption, lifePhotos[1]!.caption);

    // Tab cycles among the viewer's three controls.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      assert.ok((await state(page)).focusInside, `focus stays inside after Tab ${i + 1}`);
    }
    await page.keyboard.press('Shift+Tab');
    assert.ok((await state(page)).focusInside);

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog[data-gallery-viewer]')!.open);
    await closed(page);
    s = await state(page);
    assert.not.ok(s.locked, 'scroll lock released');
    assert.ok(
      await thumbs(page)
        .nth(1)
        .evaluate((a) => a === document.activeElement),
      'focus back on the thumbnail of the photo last viewed',
    );
    assert.equal(errors, []);
    await context.close();
  });
}

test('keyboard only: Enter on a thumbnail opens it; wrapping at both ends; buttons and close work', async () => {
  const { page, context, errors } = await openPage(browser, { width: 1280, height: 800 });
  await page.goto(`${site.url}/why-onas/life/`);
  await thumbs(page).nth(0).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog[data-gallery-viewer]')!.open);
  assert.is((await state(page)).counter, 'Photo 1 of 16');
  await page.keyboard.press('ArrowLeft');
  assert.is((await state(page)).caption, lifePhotos[15]!.caption, 'wraps to the last photo');
  await page.keyboard.press('ArrowRight');
  assert.is((await state(page)).counter, 'Photo 1 of 16', 'wraps back to the first');
  await viewer(page).getByRole('button', { name: 'Next photo' }).click();
  assert.is((await state(page)).counter, 'Photo 2 of 16');
  await viewer(page).getByRole('button', { name: 'Previous photo' }).click();
  assert.is((await state(page)).counter, 'Photo 1 of 16');
  await viewer(page).getByRole('button', { name: 'Close viewer' }).click();
  await closed(page);
  assert.not.ok((await state(page)).open);
  assert.ok(
    await thumbs(page)
      .nth(0)
      .evaluate((a) => a === document.activeElement),
  );
  assert.equal(errors, []);
  await context.close();
});

test('without JavaScript each thumbnail links to its large image', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/why-onas/life/`);
  const href = await page.locator('[data-enhance~="gallery"] a[data-full-src]').first().getAttribute('href');
  assert.match(href!, /^\/assets\/images\/life\/photo-01-.*\.webp$/);
  const res = await page.request.get(site.url + href);
  assert.is(res.status(), 200);
  await context.close();
});

test.run();
