import type { ContentCard, Hero, Picture } from '../types.ts';

export type ServiceArea = 'erp' | 'digital-transformation' | 'managed-it-operations' | 'other-services';

/** A titled block of body copy: one or more paragraphs, optional bullet list. */
export interface ProseSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** One step of how an engagement runs. */
export interface Step {
  title: string;
  text: string;
}

/** Spec entity "ServiceNow REVIVE card". */
export interface ReviveCard {
  title: string;
  text: string;
  includes: string[];
}

/** A row of an alternating image/text list (GRC). */
export interface ImageTextRow {
  title: string;
  text: string;
  image: Picture;
}

/** A short outcome tile (IT asset management). */
export interface OutcomeTile {
  title: string;
  text: string;
  /** Icon file under assets/ (SVG). */
  icon: string;
}

interface ServicePageBase {
  area: ServiceArea;
  /** URL slug within the area, e.g. "sap" for /how-we-help/erp/sap/. */
  slug: string;
  /** Short name for cards and headings, e.g. "SAP". */
  name: string;
  /** Its entry in the How We Help menu, in its area's column (content/nav.ts reads it; the order is menuOrder's). */
  menuLabel: string;
  /** Its place in the area's menu and hub, ascending (ties: by slug). */
  menuOrder: number;
  /** <title> (unique per page). */
  title: string;
  /** Meta description, 120-160 characters, unique per page. */
  description: string;
  hero: Hero;
  /** Closing call to action. */
  closing: { heading: string; text: string };
}

/**
 * The common "content page" layout: intro prose, offerings as cards, how an engagement runs,
 * outcomes. Used by every service page without special structure.
 */
export interface ContentServicePage extends ServicePageBase {
  layout: 'content';
  intro: ProseSection;
  offerings: { heading: string; cards: ContentCard[] };
  process: { heading: string; steps: Step[] };
  outcomes: ProseSection;
}

export interface ServiceNowPage extends ServicePageBase {
  layout: 'servicenow';
  intro: ProseSection;
  /** Exactly 3. */
  revive: { heading: string; text: string; cards: ReviveCard[] };
  /** Exactly 5. */
  smart: { heading: string; text: string; cards: ContentCard[] };
  /** Exactly 3. */
  support: { heading: string; text: string; cards: ContentCard[] };
}

export interface WorkdayPage extends ServicePageBase {
  layout: 'workday';
  intro: ProseSection;
  /** Exactly 4, each text long enough to be clamped (Read more / Show less). */
  cards: { heading: string; cards: ContentCard[] };
  process: { heading: string; steps: Step[] };
}

export interface GrcPage extends ServicePageBase {
  layout: 'grc';
  intro: ProseSection;
  /** Exactly 6, rendered alternating image left/right. */
  rows: ImageTextRow[];
}

export interface AssetManagementPage extends ServicePageBase {
  layout: 'itam';
  intro: ProseSection;
  /** Exactly 7: CMDB, workflows, risk, speed, software license, optimization, digital lifecycle. */
  outcomes: { heading: string; tiles: OutcomeTile[] };
  process: { heading: string; steps: Step[] };
}

export interface GenAiPage extends ServicePageBase {
  layout: 'genai';
  intro: ProseSection;
  /** Exactly 15 insight cards; tag one of the InsightTag values or absent. */
  insights: { heading: string; cards: (ContentCard & { image: Picture; tag?: InsightTag })[] };
}

type InsightTag = 'Interactive report' | 'Deep dive' | 'Infographic' | 'Article';

export type ServicePage = ContentServicePage | ServiceNowPage | WorkdayPage | GrcPage | AssetManagementPage | GenAiPage;

/** A hub page: /how-we-help/ or one per area. */
export interface ServiceHub {
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string[];
  picture: Picture;
}

export type { Picture };
