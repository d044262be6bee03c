import type { ContentCard, Hero, LinkButton, Picture } from '../types.ts';
export type { PageMeta, Intro, Closing, Step } from '../types.ts';
import type { Intro, Closing, Step } from '../types.ts';

/** /staffing/ */
export interface StaffingHub {
  path: '/staffing/';
  hero: Hero;
  intro: Intro;
  /** Exactly three cards, one per child page (IT consulting, professional services, submit a vacancy). */
  cards: ContentCard[];
  /** How we screen every candidate, whatever the engagement model. */
  screening: { heading: string; intro: string; steps: Step[] };
  /** Compliance and guarantees, described without invented numbers. */
  assurances: { heading: string; items: Step[] };
  closing: Closing;
}

/** Section ids on /staffing/it-consulting/, in page order (also #anchors). */
export const IT_CONSULTING_IDS = [
  'banking-finance',
  'finance-accounting',
  'hr-support',
  'legal-compliance',
  'pharma-healthcare-lifesciences',
  'sales-trade-marketing',
  'wholesale-retail',
] as const;

type ItConsultingId = (typeof IT_CONSULTING_IDS)[number];

export interface ItConsultingSection {
  id: ItConsultingId;
  name: string;
  /** Its entry in the Staffing menu, in page order (content/nav.ts reads it). */
  menuLabel: string;
  /** 60-90 words. */
  summary: string;
  /** 4-6 typical roles we place. */
  roles: string[];
  picture: Picture;
}

/** /staffing/it-consulting/ */
export interface ItConsultingPage {
  path: '/staffing/it-consulting/';
  hero: Hero;
  intro: Intro;
  /** Exactly 7 sections in IT_CONSULTING_IDS order. */
  sections: ItConsultingSection[];
  closing: Closing;
}

/** Section ids on /staffing/professional-services/, in page order (also #anchors). */
export const PROFESSIONAL_SERVICES_IDS = [
  'managed-it',
  'staff-augmentation',
  'temporary-contract',
  'permanent-executive',
  'contract-to-hire',
  'remote-virtual',
  'offshore-staffing',
  'rpo-services',
  'bpo-services',
  'hire-recruiters',
  'technical-support',
] as const;

type ProfessionalServicesId = (typeof PROFESSIONAL_SERVICES_IDS)[number];

export interface ProfessionalServicesSection {
  id: ProfessionalServicesId;
  name: string;
  /** Its entry in the Staffing menu, in page order (content/nav.ts reads it). */
  menuLabel: string;
  /** 60-90 words. */
  summary: string;
  /** One sentence: the situation this model suits. */
  whenToUse: string;
  /** Three or four steps. */
  howItWorks: [string, string, string] | [string, string, string, string];
  picture: Picture;
}

/** /staffing/professional-services/ */
export interface ProfessionalServicesPage {
  path: '/staffing/professional-services/';
  hero: Hero;
  intro: Intro;
  /** Exactly 11 sections in PROFESSIONAL_SERVICES_IDS order. */
  sections: ProfessionalServicesSection[];
  closing: Closing;
}

/** /staffing/submit-a-vacancy/request-a-call-back/ (copy around the vacancy form). */
export interface VacancyPage {
  path: '/staffing/submit-a-vacancy/request-a-call-back/';
  hero: Hero;
  heading: string;
  intro: string;
  picture: Picture;
  formHeading: string;
  /** Exactly three steps. */
  nextSteps: { heading: string; steps: [Step, Step, Step] };
  /** What to include in the job description you upload. */
  checklist: { heading: string; items: string[] };
  /** Short reassurance about how the data is handled. */
  privacyNote: string;
}

export type { ContentCard, Hero, LinkButton, Picture };
