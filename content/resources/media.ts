import type { MediaPage, PageMeta, Video } from './types.ts';

export const meta: PageMeta = {
  title: 'Media: ONAS Introduction Video | ONAS',
  description:
    'Watch a short introduction to ONAS: who we are, the consulting, managed IT, staffing and EdTech services we offer, and how our teams work with clients.',
};

export const video: Video = {
  title: 'Introducing ONAS',
  description:
    'A short overview of ONAS: our offices in Hyderabad, Chennai and the USA, the platforms and services we work with, and how consulting, managed services, staffing and training come together for our clients.',
  video: 'media/resources/intro.mp4',
  poster: 'media/resources/intro-poster.jpg',
};

export const page: MediaPage = {
  path: '/resources/media/',
  hero: {
    images: [],
    heading: 'Media',
    subheading: 'See how we work',
    description: 'A quick look at the people, places and services behind ONAS.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
  intro: {
    heading: 'ONAS in brief',
    paragraphs: [
      'If you have a few minutes, this video is the fastest way to understand what we do and how we are different from a conventional consultancy or staffing agency.',
    ],
  },
  video,
  closing: {
    heading: 'Like what you saw?',
    text: 'Book a conversation with our team to discuss your project, support needs or hiring plans.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
};
