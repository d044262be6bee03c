import type { LinkButton } from '../types.ts';

export interface HomeHero {
  headline: string;
  subText: string;
  /** Exactly two: Explore Services, Consult Us. */
  buttons: LinkButton[];
  /** Rotating media showcase: how many slides, and how long an image and a video stay. The media list itself is supplied by the page. */
  showcase: { slides: number; imageMs: number; videoMs: number };
}

export const hero: HomeHero = {
  headline: 'Enterprise technology and talent, delivered by one accountable team',
  subText:
    'ONAS brings ERP implementation, AI and digital transformation, managed IT operations and staffing under one roof, so your programmes move from plan to production with fewer hand-offs.',
  buttons: [
    { text: 'Explore Services', href: '/#explore-us', variant: 'primary' },
    { text: 'Consult Us', href: '/resources/contact-us/', variant: 'outline' },
  ],
  showcase: { slides: 46, imageMs: 4000, videoMs: 20000 },
};
