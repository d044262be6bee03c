/**
 * Interface strings used by the industries, Why ONAS, resources, staffing and contact page layouts:
 * list headings, button labels and viewer controls.
 * Page copy itself lives in the content modules of each area.
 */
import type { Picture } from '../types.ts';

export const ui = {
  /** Small label above each area's page titles. */
  eyebrows: {
    whoWeHelp: 'Who We Help',
    whyOnas: 'Why ONAS',
    resources: 'Resources',
    staffing: 'Staffing',
    contact: 'Get in touch',
  },
  contactUs: 'Contact Us',
  /** Link at the end of each anchored section, back to the page's index. */
  backToIndex: 'Back to the list',
  industries: {
    indexHeading: 'Jump to an industry',
    indexLabel: 'Industries on this page',
    challenges: 'Pressures we hear about',
    howWeHelp: 'How we help',
    /** On the /who-we-help/ hub: the list of every sector. */
    allHeading: 'All the sectors we serve',
    allIntro: 'Each link opens that sector on the industries page, with the pressures we see and what we do about them.',
    allButton: 'View all industries',
  },
  itConsulting: {
    indexHeading: 'Jump to an area',
    indexLabel: 'Consulting areas on this page',
    roles: 'Roles we place',
  },
  professionalServices: {
    indexHeading: 'Jump to a model',
    indexLabel: 'Engagement models on this page',
    whenToUse: 'When to use it',
    howItWorks: 'How it works',
  },
  staffingHub: {
    cardsHeading: 'Where to start',
  },
  leadership: {
    responsibilities: 'Accountable for',
    sample: 'Illustrative profile',
  },
  caseStudies: {
    indexHeading: 'Stories on this page',
    client: 'Client',
    services: 'Services',
    challenge: 'The challenge',
    approach: 'What we did',
    result: 'The result',
    highlights: 'Highlights',
  },
  ideas: {
    related: 'Related',
  },
  careers: {
    openingsHeading: 'Current openings',
  },
  gallery: {
    open: 'View larger',
    dialogLabel: 'Photo viewer',
    close: 'Close viewer',
    previous: 'Previous photo',
    next: 'Next photo',
    /** {n} and {total} are replaced. */
    counter: 'Photo {n} of {total}',
    hint: 'Use the left and right arrow keys to move between photos.',
  },
  video: {
    play: 'Play video',
    watchOn: { youtube: 'Watch on YouTube', vimeo: 'Watch on Vimeo' },
    fallback: 'Your browser cannot play this video.',
    download: 'Download the video',
  },
  contact: {
    email: 'E-mail',
    phone: 'Phone',
    headOffice: 'Headquarters',
    office: 'Office',
    loadMap: 'Load map',
    openInMaps: 'Open in Google Maps',
    /** {place} is replaced. */
    mapTitle: 'Map of {place}',
    mapNote: 'The map is loaded from Google Maps only when you choose to load it.',
  },
  vacancy: {
    checklistIntro: 'A complete job description shortens the call and the search.',
  },
} as const;

/**
 * Hero pictures for pages whose content hero has no images (illustrations from the art pipeline).
 * Keys are the page paths.
 */
export const heroPictures: Record<string, Picture> = {
  '/resources/': { src: 'images/company/ideas.jpg', alt: 'Light bulb surrounded by spark, rocket, chat, puzzle and AI badges' },
  '/resources/media/': { src: 'images/company/media.jpg', alt: 'Audience in front of a screen playing a video' },
  '/resources/ideas/': { src: 'images/company/ideas.jpg', alt: 'Light bulb surrounded by spark, rocket, chat, puzzle and AI badges' },
  '/resources/awards/': { src: 'images/company/awards.jpg', alt: 'Trophy on a platform with star, flag and sparkle badges' },
  '/resources/blogs/': { src: 'images/company/blogs.jpg', alt: 'Article cards beside book, comment and idea cards for the blog' },
  '/resources/careers/': { src: 'images/company/careers.jpg', alt: 'Briefcase on a platform with career ladder, badge and team badges' },
  '/resources/newsroom/': { src: 'images/company/newsroom.jpg', alt: 'People in front of a screen with an announcement megaphone and news cards' },
  '/staffing/': { src: 'images/staffing/staffing.jpg', alt: 'Recruiters reviewing candidate profiles on a large screen' },
};

/** Fills {name} placeholders in a UI string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
