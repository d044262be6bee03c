// Unit tests for site/lib/embed-url.ts: every YouTube link form, Vimeo, direct files and invalid links.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toEmbedUrl, toVideoSource } from '../../../site/lib/embed-url.ts';

const ID = 'dQw4w9WgXcQ';
const NOCOOKIE = `https://www.youtube-nocookie.com/embed/${ID}`;

let warnings: unknown[][] = [];
const realWarn = console.warn;
test.before.each(() => {
  warnings = [];
  console.warn = (...args: unknown[]) => void warnings.push(args);
});
test.after.each(() => {
  console.warn = realWarn;
});

const youtubeForms = [
  `https://www.youtube.com/watch?v=${ID}`,
  `https://youtube.com/watch?v=${ID}`,
  `https://m.youtube.com/watch?v=${ID}`,
  `http://www.youtube.com/watch?v=${ID}`,
  `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
  `https://www.youtube.com/watch?v=${ID}&list=PL123&index=2`,
  `https://youtu.be/${ID}`,
  `https://youtu.be/${ID}?si=abcDEF123&t=10`,
  `https://www.youtube.com/shorts/${ID}`,
  `https://youtube.com/shorts/${ID}?feature=share`,
  `https://m.youtube.com/shorts/${ID}`,
  `https://www.youtube.com/embed/${ID}`,
  `https://youtube.com/embed/${ID}?start=5`,
  `https://www.youtube-nocookie.com/embed/${ID}`,
  `//www.youtube.com/watch?v=${ID}`,
  `  https://youtu.be/${ID}  `,
];

for (const link of youtubeForms) {
  test(`YouTube form ${link.trim()} becomes the nocookie embed`, () => {
    const result = toVideoSource(link);
    assert.is(result.kind, 'youtube');
    assert.is(result.src, NOCOOKIE);
    if (result.kind === 'youtube') {
      assert.is(result.id, ID);
      assert.is(result.watchUrl, `https://www.youtube.com/watch?v=${ID}`);
    }
    assert.is(warnings.length, 0);
  });
}

test('ids with - and _ are kept exactly', () => {
  assert.is(toEmbedUrl('https://youtu.be/a-B_c1D2e3F'), 'https://www.youtube-nocookie.com/embed/a-B_c1D2e3F');
});

test('noCookie: false uses youtube.com/embed', () => {
  assert.is(toEmbedUrl(`https://youtu.be/${ID}`, { noCookie: false }), `https://www.youtube.com/embed/${ID}`);
});

test('Vimeo links become player embeds', () => {
  const result = toVideoSource('https://vimeo.com/76979871');
  assert.equal(result, { kind: 'vimeo', id: '76979871', src: 'https://player.vimeo.com/video/76979871?dnt=1', watchUrl: 'https://vimeo.com/76979871' });
});

test('a file under assets/ is played directly, unchanged, without a warning', () => {
  assert.equal(toVideoSource('media/resources/intro.mp4'), { kind: 'file', src: 'media/resources/intro.mp4' });
  assert.equal(toVideoSource('/assets/intro.mp4'), { kind: 'file', src: '/assets/intro.mp4' });
  assert.is(warnings.length, 0);
});

test('a direct video URL on another host is played as a file', () => {
  assert.equal(toVideoSource('https://cdn.example.com/video/intro.mp4'), { kind: 'file', src: 'https://cdn.example.com/video/intro.mp4' });
  assert.is(warnings.length, 0);
});

const invalidLinks = [
  'https://',
  'http://exa mple.com/video.mp4',
  'https://www.youtube.com/watch?v=short',
  'https://www.youtube.com/watch?list=PL123',
  'https://youtu.be/',
  `https://youtu.be/${ID}extra`,
  'https://www.youtube.com/shorts/',
  'https://www.youtube.com/channel/UC1234567890',
  'https://vimeo.com/about',
  'ftp://files.example.com/intro.mp4',
];

for (const link of invalidLinks) {
  test(`invalid link ${link} is warned about and returned unchanged`, () => {
    const result = toVideoSource(link);
    assert.equal(result, { kind: 'file', src: link });
    assert.is(warnings.length, 1);
    assert.match(String(warnings[0]![0]), link);
  });
}

test('toEmbedUrl returns an invalid link unchanged', () => {
  assert.is(toEmbedUrl('https://youtu.be/nope'), 'https://youtu.be/nope');
  assert.is(warnings.length, 1);
});

test.run();
