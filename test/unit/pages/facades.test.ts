// The click-to-load facades: a YouTube link goes through embed-url into the video facade, which
// loads nothing until clicked; the map facade shows its button and swaps in a titled lazy iframe.
import { GlobalRegistrator } from '@happy-dom/global-registrator';
GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toVideoSource } from '../../../site/lib/embed-url.ts';
import videoFacade from '../../../site/enhancements/video-facade.ts';
import mapFacade from '../../../site/enhancements/map-facade.ts';

/** The markup VideoPlayer renders for an embeddable link (same data attributes). */
function mountVideo(link: string, title: string) {
  const source = toVideoSource(link);
  assert.is.not(source.kind, 'file', 'the link is embeddable');
  document.body.innerHTML = `
    <div data-enhance="video-facade" data-embed-src="${source.src}" data-embed-title="${title}">
      <button type="button" data-facade=""><img src="/poster.jpg" alt=""><span>Play video<span class="visually-hidden">: ${title}</span></span></button>
    </div>`;
  return document.querySelector<HTMLElement>('[data-enhance]')!;
}

test('YouTube facade: no iframe until the click, then a titled nocookie embed that autoplays', () => {
  const root = mountVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1s', 'Introducing ONAS');
  videoFacade(root);
  assert.is(root.querySelector('iframe'), null, 'nothing embedded before the click');
  root.querySelector('button')!.click();
  const iframe = root.querySelector('iframe')!;
  assert.ok(iframe, 'iframe swapped in');
  assert.is(root.querySelector('button'), null, 'facade button removed');
  const url = new URL(iframe.src);
  assert.is(url.origin + url.pathname, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  assert.is(url.searchParams.get('autoplay'), '1');
  assert.is(iframe.title, 'Introducing ONAS');
  assert.match(iframe.getAttribute('allow') ?? '', 'autoplay');
  assert.is(document.activeElement, iframe, 'focus moves to the player');
});

test('youtu.be and shorts links take the same facade path', () => {
  for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://m.youtube.com/shorts/dQw4w9WgXcQ']) {
    const root = mountVideo(link, 'Clip');
    videoFacade(root);
    root.querySelector('button')!.click();
    assert.match(root.querySelector('iframe')!.src, /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1$/);
  }
});

test('video facade without an embed URL leaves the markup alone', () => {
  document.body.innerHTML = '<div data-enhance="video-facade"><button type="button" data-facade="">Play</button></div>';
  const root = document.querySelector<HTMLElement>('[data-enhance]')!;
  videoFacade(root);
  root.querySelector('button')!.click();
  assert.is(root.querySelector('iframe'), null);
});

function mountMap() {
  document.body.innerHTML = `
    <div>
      <div data-enhance="map-facade" data-map-src="https://www.google.com/maps?q=Guindy,+Chennai&amp;output=embed" data-map-title="Map of ONAS Chennai office">
        <div data-map-placeholder=""><button type="button" data-map-load="" hidden>Load map</button><p>note</p></div>
      </div>
      <a href="https://www.google.com/maps?q=Guindy,+Chennai" target="_blank" rel="noopener noreferrer">Open in Google Maps</a>
    </div>`;
  return document.querySelector<HTMLElement>('[data-enhance]')!;
}

test('map facade: the button appears only with the script, and loads a titled lazy iframe on click', () => {
  const root = mountMap();
  const button = root.querySelector<HTMLButtonElement>('button')!;
  assert.ok(button.hidden, 'hidden without the enhancement');
  mapFacade(root);
  assert.is(button.hidden, false);
  assert.is(root.querySelector('iframe'), null, 'no map requested before the click');
  button.click();
  const iframe = root.querySelector('iframe')!;
  assert.ok(iframe);
  assert.is(iframe.src, 'https://www.google.com/maps?q=Guindy,+Chennai&output=embed');
  assert.is(iframe.title, 'Map of ONAS Chennai office');
  assert.is(iframe.getAttribute('loading'), 'lazy');
  assert.is(root.querySelector('[data-map-placeholder]'), null, 'placeholder replaced');
  assert.ok(document.querySelector('a[target="_blank"]'), 'the Open in Google Maps link stays');
});

test.run();
