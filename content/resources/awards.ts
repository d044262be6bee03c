import type { AwardsPage, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Awards and Recognition | ONAS',
  description:
    'Awards and recognition at ONAS. Something big is on the way: news about the work our consulting, managed IT and staffing teams have delivered is coming soon.',
};

export const page: AwardsPage = {
  path: '/resources/awards/',
  hero: {
    images: [],
    heading: 'Awards',
    subheading: 'Something big is on the way',
    description: 'We have been busy delivering. Soon we will have something to show for it.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
  teaser: {
    heading: 'Watch this space',
    text: 'Our teams have spent the past months delivering platform go-lives, keeping critical systems running and building client teams from the ground up. We are preparing to share recognition that reflects that work, and the clients and colleagues who made it possible. Check back soon, or follow our social channels to hear first.',
  },
  closing: {
    heading: 'In the meantime',
    text: 'See the kind of work behind the recognition in our case studies.',
    buttons: [
      { text: 'Read Case Studies', href: '/resources/case-studies/', variant: 'primary' },
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'outline' },
    ],
  },
};
