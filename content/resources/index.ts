import type { PageMeta, ResourcesHub } from './types.ts';

export const meta: PageMeta = {
  title: 'Resources | ONAS',
  description:
    'ONAS resources: case studies, ideas and perspectives, our introduction video, the blog, newsroom, careers and how to get in touch with our team.',
};

export const page: ResourcesHub = {
  path: '/resources/',
  hero: {
    images: [],
    heading: 'Resources',
    subheading: 'What we have learned, shared openly',
    description: 'Case studies, perspectives and updates from our consulting, managed services and staffing teams, plus the quickest ways to reach us.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
  intro: {
    heading: 'Start here',
    paragraphs: [
      'Whether you are comparing partners, planning a platform change or thinking about joining us, this section collects the material that helps most: real examples of our work, short opinion pieces from our practitioners, and news about the company.',
    ],
  },
  sections: {
    heading: 'Browse resources',
    cards: [
      {
        title: 'Case Studies',
        text: 'Anonymised examples of problems we have solved for lenders, manufacturers, hospitals and capability centres.',
        cta: 'Read case studies',
        link: '/resources/case-studies/',
      },
      {
        title: 'Ideas',
        text: 'Short perspectives on ERP, AI, managed services, hiring and digital marketing from people who do the work.',
        cta: 'Read ideas',
        link: '/resources/ideas/',
      },
      {
        title: 'Media',
        text: 'A short video introduction to ONAS and the way we work.',
        cta: 'Watch the video',
        link: '/resources/media/',
      },
      {
        title: 'Blogs',
        text: 'In-depth articles on SAP, ServiceNow, AI governance and staffing, written by the people who do the work.',
        cta: 'Read the blog',
        link: '/resources/blogs/',
      },
      {
        title: 'Awards',
        text: 'Recognition news is coming soon.',
        cta: 'Find out more',
        link: '/resources/awards/',
      },
      {
        title: 'Newsroom',
        text: 'Company updates, client reviews and press enquiries.',
        cta: 'Visit the newsroom',
        link: '/resources/newsroom/',
      },
      {
        title: 'Careers',
        text: 'Current openings at ONAS and how to send us your CV.',
        cta: 'View careers',
        link: '/resources/careers/',
      },
      {
        title: 'Contact Us',
        text: 'Tell us about your project or hiring need and the right specialist will respond.',
        cta: 'Get in touch',
        link: '/resources/contact-us/',
      },
    ],
  },
  closing: {
    heading: 'Looking for something specific?',
    text: 'If you cannot find what you need, ask us directly. A consultant will point you to the right material or answer the question themselves.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
};
