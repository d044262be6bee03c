// Media page: the "who we are" motion piece and its poster.
import type { Group } from './types.ts';
import { INTRO_SECONDS } from '../compose/intro.ts';

export const resources: Group = {
  name: 'resources',
  items: [
    {
      kind: 'video',
      out: 'assets/media/resources/intro.mp4',
      poster: 'assets/media/resources/intro-poster.jpg',
      size: [960, 540],
      seconds: INTRO_SECONDS,
      fps: 25,
      seed: 2024,
      crf: 24,
      maxBytes: 1400 * 1024,
      anim: 'intro',
      posterAt: 0.97,
      alt: 'Who we are: the ONAS mark, our services from ERP to staffing, and our offices',
    },
  ],
};
