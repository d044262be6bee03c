import type { ContentCard, Hero, LinkButton, Picture } from '../types.ts';
export type { PageMeta, Intro, Closing } from '../types.ts';
import type { Intro, Closing } from '../types.ts';

/** A short titled point (principle, pillar, benefit, step). */
interface Point {
  title: string;
  text: string;
}

/** /why-onas/ */
export interface WhyOnasHub {
  path: '/why-onas/';
  hero: Hero;
  intro: Intro;
  picture: Picture;
  /** One card per child page; link is the child path (ends with a slash). No images. */
  sections: { heading: string; cards: ContentCard[] };
  closing: Closing;
}

/** About page anchors: purpose, vision, mission. */
type StatementId = 'purpose' | 'vision' | 'mission';

export interface AboutStatement {
  /** Anchor id: /why-onas/about-us/#<id>. */
  id: StatementId;
  heading: string;
  /** 60-100 words. */
  text: string;
  picture: Picture;
}

/** About page anchors for the five core values. */
type CoreValueId = 'integrity' | 'customer-success' | 'consulting-mindset' | 'trust' | 'equality-and-oneness';

export interface CoreValue {
  /** Anchor id: /why-onas/about-us/#<id>. */
  id: CoreValueId;
  heading: string;
  /** 40-70 words. */
  text: string;
  picture: Picture;
}

/** /why-onas/about-us/ */
export interface AboutPage {
  path: '/why-onas/about-us/';
  hero: Hero;
  intro: Intro;
  /** Exactly three, in order purpose, vision, mission. */
  statements: [AboutStatement, AboutStatement, AboutStatement];
  values: { heading: string; intro: string; items: [CoreValue, CoreValue, CoreValue, CoreValue, CoreValue] };
  closing: Closing;
}

/** A titled block of prose with optional bullets. */
export interface ProseBlock {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** /why-onas/company/ */
export interface CompanyPage {
  path: '/why-onas/company/';
  hero: Hero;
  picture: Picture;
  /** Blocks with ids who-we-are, what-we-do, where-we-work, how-we-engage. */
  blocks: ProseBlock[];
  /** Service lines with links to their hubs. */
  serviceLines: { heading: string; cards: ContentCard[] };
  /** Engagement models (how we engage). */
  engagementModels: { heading: string; items: Point[] };
  closing: Closing;
}

/** /why-onas/mission-principles/ */
export interface MissionPrinciplesPage {
  path: '/why-onas/mission-principles/';
  hero: Hero;
  picture: Picture;
  mission: { heading: string; statement: string; explanation: string };
  /** Five or six operating principles. */
  principles: { heading: string; items: (Point & { id: string })[] };
  closing: Closing;
}

/** An illustrated sample leadership profile: a role, not a named person. */
export interface LeadershipRole {
  id: string;
  role: string;
  focus: string;
  /** What this role is accountable for, as short bullets. */
  responsibilities: string[];
  picture: Picture;
  /** Always true: illustrative profile, not a real individual. */
  sample: true;
}

/** /why-onas/leadership/ */
export interface LeadershipPage {
  path: '/why-onas/leadership/';
  hero: Hero;
  howWeLead: { heading: string; paragraphs: string[]; points: Point[] };
  /** Exactly four sample role profiles. */
  roles: { heading: string; note: string; items: LeadershipRole[] };
  closing: Closing;
}

/** A culture pillar, with an anchor id. */
interface CulturePillar extends Point {
  id: string;
}

/** /why-onas/culture-benefits/ */
export interface CultureBenefitsPage {
  path: '/why-onas/culture-benefits/';
  hero: Hero;
  culture: { heading: string; intro: string; picture: Picture; pillars: CulturePillar[] };
  benefits: { heading: string; intro: string; picture: Picture; items: Point[] };
  closing: Closing;
}

/** /why-onas/employees/ */
export interface EmployeesPage {
  path: '/why-onas/employees/';
  hero: Hero;
  picture: Picture;
  intro: Intro;
  whoWeHire: { heading: string; items: Point[] };
  howWeGrowPeople: { heading: string; items: Point[] };
  closing: Closing;
}

/** /why-onas/investors/ */
export interface InvestorsPage {
  path: '/why-onas/investors/';
  hero: Hero;
  picture: Picture;
  intro: Intro;
  /** Reasons the business is built to last; qualitative only. */
  highlights: { heading: string; items: Point[] };
  /** Learn More button (href '/why-onas/investors/') plus a contact button. */
  buttons: LinkButton[];
}

/** /why-onas/life/ (intro only; photos come from content/why-onas/life/photos.ts). */
export interface LifePage {
  path: '/why-onas/life/';
  hero: Hero;
  intro: Intro;
  galleryHeading: string;
  closing: Closing;
}

export type { ContentCard, Hero, LinkButton, Picture };
