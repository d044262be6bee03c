// The media page plays its own video file: nothing is downloaded until play, and the player's
// play control starts playback. (The YouTube facade path is covered in test/unit/pages/facades.test.ts.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { video } from '../../../content/resources/media.ts';
import { launchBrowser, openPage } from '../../support/browser.ts';
import { startSite } from './_site.ts';

const site = await startSite();
const browser = await launchBrowser();

test.after(async () => {
  await browser.close();
  await site.close();
});

test('the content video is a local file, so the page uses a native player', () => {
  assert.not.match(video.video, /^https?:/);
});

test('native player: controls, preload none, poster, playsinline; nothing third-party', async () => {
  const { page, context, requests, errors } = await openPage(browser, { width: 1280, height: 800 });
  await page.goto(`${site.url}/resources/media/`, { waitUntil: 'networkidle' });
  const v = page.locator('main video');
  assert.is(await v.count(), 1);
  assert.is(await v.getAttribute('preload'), 'none');
  assert.ok((await v.getAttribute('controls')) !== null);
  assert.ok((await v.getAttribute('playsinline')) !== null);
  assert.match((await v.getAttribute('poster'))!, /^\/assets\/media\/resources\/intro-poster.*\.jpg$/);
  assert.match((await v.locator('source').getAttribute('src'))!, /^\/assets\/media\/resources\/intro.*\.mp4$/);
  assert.is(await page.locator('main iframe').count(), 0);
  assert.not.ok(
    requests.some((u) => u.includes('.mp4')),
    'the video file is not fetched before play',
  );
  assert.ok(
    requests.every((u) => u.startsWith(site.url) || u.startsWith('data:')),
    'no third-party requests',
  );
  assert.equal(errors, []);
  await context.close();
});

for (const width of [1280, 375]) {
  test(`the play control plays the video at ${width} px`, async () => {
    const { page, context, errors } = await openPage(browser, { width, height: 800 });
    await page.goto(`${site.url}/resources/media/`);
    const v = page.locator('main video');
    await v.scrollIntoViewIfNeeded();
    assert.ok(await v.evaluate((el: HTMLVideoElement) => el.paused));
    assert.ok(await v.evaluate((el: HTMLVideoElement) => el.canPlayType('video/mp4') !== ''), 'the browser can play mp4');
    await v.evaluate((el: HTMLVideoElement) => (el.muted = true)); // headless autoplay policy is not under test
    const playing = () =>
      page
        .waitForFunction(
          () => {
            const el = document.querySelector<HTMLVideoElement>('main video')!;
            return !el.paused && el.currentTime > 0.2;
          },
          undefined,
          { timeout: 8000 },
        )
        .then(
          () => true,
          () => false,
        );
    // Click the native controls' play button (bottom left of the player in Chromium's controls).
    await v.hover();
    const box = (await v.boundingBox())!;
    await page.mouse.click(box.x + 24, box.y + box.height - 48);
    let ok = await playing();
    if (!ok) {
      // Controls laid out differently: use the player's own keyboard control instead.
      await v.focus();
      await page.keyboard.press('Space');
      ok = await playing();
    }
    assert.ok(ok, 'the video plays and time advances');
    assert.equal(errors, []);
    await context.close();
  });
}

test.run();
