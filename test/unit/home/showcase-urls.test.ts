import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compactSlides, expandSlide } from '../../../site/pages/home/showcase/showcase-urls.ts';
import type { ShowcaseSlide } from '../../../site/pages/home/showcase/showcase-types.ts';

const pic = (n: string) => ({
  width: 1600,
  height: 1000,
  src: `/assets/media/hero/slide-${n}-1200.webp`,
  sources: [
    { type: 'image/avif', srcset: `/assets/media/hero/slide-${n}-480.avif 480w, /assets/media/hero/slide-${n}-1200.avif 1200w` },
    { type: 'image/webp', srcset: `/assets/media/hero/slide-${n}-480.webp 480w, /assets/media/hero/slide-${n}-1200.webp 1200w` },
  ],
});
const slides: ShowcaseSlide[] = [
  { kind: 'image', alt: 'a', picture: pic('01') },
  { kind: 'video', alt: 'b', picture: pic('02'), video: { src: '/assets/media/hero/slide-02.mp4', type: 'video/mp4' } },
  { kind: 'image', alt: 'c', picture: pic('13') },
];

test('the shared prefix is sent once and restored exactly', () => {
  const { prefix, slides: short } = compactSlides(slides);
  assert.is(prefix, '/assets/media/hero/slide-');
  assert.is(short[0].picture.src, '01-1200.webp');
  assert.is(short[1].video!.src, '02.mp4');
  assert.equal(
    short.map((s) => expandSlide(s, prefix)),
    slides,
  );
  assert.ok(JSON.stringify(short).length < JSON.stringify(slides).length * 0.7);
});

test('no shared prefix leaves URLs alone', () => {
  const mixed: ShowcaseSlide[] = [slides[0], { kind: 'image', alt: 'x', picture: { ...pic('03'), src: 'https://cdn.example/x.webp' } }];
  const { prefix, slides: short } = compactSlides(mixed);
  assert.is(prefix, '');
  assert.equal(short, mixed);
});

test.run();
