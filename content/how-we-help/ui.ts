// UI strings and constants for the service pages (/how-we-help/**), beside their copy.
import type { ServiceArea } from './types.ts';

/** Spec §9: service hero rotation. */
export const heroRotationMs = 4000;

/** Spec §9: text clamp, 4 lines under 600 px, 3 lines from 600 to 900 px, else 4. */
export const clampLines = { belowSm: 4, smToMd: 3, fromMd: 4 } as const;

export const servicesUi = {
  breadcrumbLabel: 'Breadcrumb',
  slideshowLabel: 'Illustrations',
  pauseSlideshow: 'Pause slideshow',
  playSlideshow: 'Play slideshow',
  readMore: 'Read more',
  showLess: 'Show less',
  includes: 'Includes',
  /** Heading over the six GRC rows (the page data has none). */
  grcRowsHeading: 'What our GRC practice covers',
  eyebrows: {
    overview: 'Overview',
    offerings: 'What we offer',
    process: 'How we work',
    outcomes: 'Outcomes',
    insights: 'Insights',
    revive: 'REVIVE',
    smart: 'SMART',
    support: 'Support',
    capabilities: 'Capabilities',
  },
  hub: {
    areasHeading: 'Our service areas',
    areasEyebrow: 'Explore',
    servicesEyebrow: 'Services',
    /** Heading over an area's service cards, e.g. "ERP services". */
    servicesHeading: (area: string) => `${area} services`,
  },
} as const;

/** Icon (assets/icons/<name>.svg) shown with each service area. */
export const areaIcons: Record<ServiceArea, string> = {
  erp: 'layers',
  'digital-transformation': 'rocket',
  'managed-it-operations': 'server',
  'other-services': 'globe',
};

/** Icon shown with each service page on hub cards, by slug. */
export const serviceIcons: Record<string, string> = {
  sap: 'layers',
  salesforce: 'users',
  netsuite: 'cloud',
  servicenow: 'workflows',
  workday: 'handshake',
  'ai-ml': 'brain',
  'cloud-integ': 'cloud',
  'data-eng-ana': 'database',
  'iot-services': 'chip',
  'product-eng': 'rocket',
  'test-automation': 'test',
  grc: 'shield',
  'it-asset-management': 'cmdb',
  genai: 'lightbulb',
  devops: 'refresh',
  'app-maintenance': 'gear',
  'cloud-support': 'cloud',
  cybersecurity: 'lock',
  'it-infra': 'server',
  'network-support': 'network',
  helpdesk: 'headset',
  'web-dev': 'code',
  seo: 'search',
  'social-media': 'megaphone',
  'content-marketing': 'document',
  'email-marketing': 'mail',
  ppc: 'cursor',
};

/** Icons for the ServiceNow SMART offerings and support services, in card order. */
export const serviceNowIcons = {
  smart: ['headset', 'network', 'users', 'workflows', 'chart'],
  support: ['gear', 'refresh', 'layers'],
} as const;

/** Icons for the Workday cards, in card order. */
export const workdayIcons = ['users', 'chart', 'network', 'database'] as const;
