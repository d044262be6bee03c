import type { LifePage, PageMeta } from '../types.ts';

export const meta: PageMeta = {
  title: 'Life at ONAS | Photo Gallery',
  description:
    'A look at life at ONAS: festival celebrations, team outings, learning sessions and everyday moments from our offices in Hyderabad, Chennai and the USA.',
};

export const page: LifePage = {
  path: '/why-onas/life/',
  hero: {
    images: [],
    heading: 'Life at ONAS',
    subheading: 'The moments between the milestones',
    description: 'Go-lives and placements matter, but so do the festivals, team lunches and Friday knowledge sessions that make our offices feel like a team.',
    buttons: [
      { text: 'View Careers', href: '/resources/careers/', variant: 'primary' },
      { text: 'Our Culture', href: '/why-onas/culture-benefits/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Work hard, celebrate together',
    paragraphs: [
      'We spend a large part of our week with each other, so we make time to enjoy it. Our teams mark Diwali, Sankranti, Pongal, Christmas and everything in between, welcome new joiners properly, and celebrate when a project goes live or a colleague earns a certification.',
      'The photos below are a small window into everyday life across our offices: learning sessions, team outings, office celebrations and the occasional cricket match.',
    ],
  },
  galleryHeading: 'Moments from our offices',
  closing: {
    heading: 'See yourself here?',
    text: 'We are always glad to meet people who take their work seriously and enjoy the people they do it with.',
    buttons: [{ text: 'View Careers', href: '/resources/careers/', variant: 'primary' }],
  },
};
