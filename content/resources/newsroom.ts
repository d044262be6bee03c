import type { NewsroomPage, PageMeta, ReviewLink } from './types.ts';

export const meta: PageMeta = {
  title: 'Newsroom | ONAS',
  description:
    'ONAS newsroom: company news, client reviews on Clutch and GoodFirms, and contact details for journalists and analysts who want to learn more about our work.',
};

const reviews: ReviewLink[] = [
  {
    platform: 'Clutch',
    text: 'An independent B2B ratings platform where clients review the IT, development and marketing firms they have hired.',
    href: '/',
    buttonText: 'Clutch',
  },
  {
    platform: 'GoodFirms',
    text: 'A research and review platform where buyers rate software and IT service providers on quality, reliability and value.',
    href: '/',
    buttonText: 'GoodFirms',
  },
];

export const page: NewsroomPage = {
  path: '/resources/newsroom/',
  hero: {
    images: [],
    heading: 'Newsroom',
    subheading: 'News, reviews and media enquiries',
    description: 'Updates from ONAS, and what our clients say about working with us.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
  intro: {
    heading: 'What clients say',
    paragraphs: [
      'Independent review platforms are one of the most honest ways to judge a services partner, because the feedback comes from clients rather than from us. You can find ONAS on the platforms below, and if you have worked with us, we would value your review too.',
    ],
  },
  reviews: { heading: 'Client reviews', links: reviews },
  press: {
    heading: 'Media and analyst enquiries',
    text: 'Journalists, analysts and event organisers can reach our communications team through the contact form. Please mention your publication or organisation and your deadline.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
};
