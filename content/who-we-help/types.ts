import type { ContentCard, Hero, LinkButton, Picture } from '../types.ts';
export type { PageMeta, Intro, Closing } from '../types.ts';
import type { Intro, Closing } from '../types.ts';

/** Section ids on /who-we-help/industries/, in page order (also used as #anchors): the spec's 16. */
export const INDUSTRY_IDS = [
  'banking',
  'life-sciences',
  'public-services',
  'professional-services',
  'engineering-construction-operations',
  'communication-media-info',
  'education',
  'healthcare',
  'insurance',
  'manufacturing',
  'retail',
  'capital-markets',
  'consumer-goods-distribution',
  'energy-resources-utilities',
  'hi-tech',
  'information-technology',
] as const;

type IndustryId = (typeof INDUSTRY_IDS)[number];

/** The columns of the Who We Help menu (their headings: menuColumns in industries.ts). */
export type IndustryMenuColumn = 'financial' | 'consumer' | 'industrial';

/** An industry's entry in the Who We Help menu (content/nav.ts builds the columns from these). */
export interface IndustryMenuEntry {
  column: IndustryMenuColumn;
  /** Its place in the column, from 1 (the menu's order is not the page's). */
  position: number;
  label: string;
}

/** A menu entry without a section of its own: it opens the section of `target`. */
export interface IndustryMenuOnlyEntry extends IndustryMenuEntry {
  target: IndustryId;
}

/** One industry section on the industries page. */
export interface IndustrySection {
  /** Anchor id: /who-we-help/industries/#<id>. */
  id: IndustryId;
  name: string;
  menu: IndustryMenuEntry;
  /** 50-80 words. */
  summary: string;
  /** Exactly three pressures the sector is under. */
  challenges: [string, string, string];
  /** Three or four concrete things we do about them. */
  howWeHelp: [string, string, string] | [string, string, string, string];
  picture: Picture;
}

/** /who-we-help/industries/ */
export interface IndustriesPage {
  path: '/who-we-help/industries/';
  hero: Hero;
  intro: Intro;
  /** 16 sections in INDUSTRY_IDS order. */
  sections: IndustrySection[];
  closing: Closing;
}

/** /who-we-help/ */
export interface WhoWeHelpHub {
  path: '/who-we-help/';
  hero: Hero;
  /** Exactly two paragraphs. */
  intro: { heading: string; paragraphs: [string, string] };
  picture: Picture;
  /** Shortcut cards to a few industry anchors; link is /who-we-help/industries/#<id>. */
  highlights: { heading: string; cards: ContentCard[] };
  closing: Closing;
}

export type { ContentCard, Hero, LinkButton, Picture };
