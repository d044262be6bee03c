import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  layout: 'content',
  area: 'other-services',
  slug: 'web-dev',
  name: 'Web Design and Development',
  menuLabel: 'Web Design & Development',
  menuOrder: 1,
  title: 'Web Design and Development Services | ONAS',
  description:
    'Business websites designed and built by ONAS: UX research, responsive design, CMS development, Core Web Vitals tuning and WCAG accessibility from day one.',
  hero: {
    images: [
      {
        src: 'images/services/web-dev.jpg',
        alt: 'Abstract illustration of overlapping browser windows with wireframe layouts, colour swatches and code brackets',
      },
    ],
    heading: 'Web Design and Development',
    subheading: 'Websites that load fast, read clearly and turn visitors into enquiries',
    description:
      'We design and build business websites and web applications around what your visitors need to find, on a stack your team can maintain after launch.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Search Engine Optimisation', href: '/how-we-help/other-services/seo/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'A website is a working tool, not a brochure',
    paragraphs: [
      'For most B2B companies the website is where a buyer first checks whether you are credible. They arrive from a search result, a LinkedIn post or a referral, scan a page or two on their phone, and decide within seconds whether to look further. Slow pages, confusing navigation and generic copy lose them before your sales team ever knows they existed.',
      "ONAS designs and builds websites that hold up under that scrutiny. We start from your buyers' questions and your commercial goals, plan the information architecture and content before visual design, and develop on well-supported technology: a content management system such as WordPress or Drupal, a headless CMS with a static front end, or a custom web application where the requirements call for one.",
      'Performance, accessibility and search visibility are built in from the first sprint rather than patched on just before launch.',
    ],
  },
  offerings: {
    heading: 'What we deliver',
    cards: [
      {
        title: 'UX research and information architecture',
        tag: 'Plan',
        text: 'We interview stakeholders, review analytics and search data, and map the journeys of your main buyer types. The result is a sitemap, page templates and wireframes that put the most important content where people look for it, tested with clickable prototypes before visual design begins.',
      },
      {
        title: 'Visual and interface design',
        text: 'Designers turn approved wireframes into a responsive design system: typography, colour, components and layout rules that work from a small phone to a wide desktop. Designs follow WCAG 2.2 AA contrast and interaction guidance, so the site works for people with disabilities and meets growing accessibility expectations.',
      },
      {
        title: 'Front-end and CMS development',
        tag: 'Build',
        text: 'Developers build semantic, component-based front ends and connect them to the CMS your editors will use every day. Content types, reusable blocks and editorial workflows are set up so the marketing team can publish new pages without a developer, while the design stays consistent.',
      },
      {
        title: 'Performance and Core Web Vitals',
        text: "We budget for speed from the start: responsive, compressed images, minimal JavaScript, caching and a CDN. Each release is measured against Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift, because these affect both the visitor's experience and how search engines assess your pages.",
      },
      {
        title: 'Integrations, hosting and support',
        text: 'Forms feed your CRM and marketing automation, analytics and consent management are configured correctly, and the site is deployed to secure hosting with backups and uptime monitoring. After launch, a support plan covers CMS and plugin updates, security patches and small enhancements.',
      },
    ],
  },
  process: {
    heading: 'From brief to launch',
    steps: [
      {
        title: 'Discovery',
        text: 'Workshops, an analytics review and competitor benchmarking define goals, audiences, scope and success measures.',
      },
      {
        title: 'Architecture and design',
        text: 'Sitemap, wireframes, prototypes and visual design are reviewed with you in short cycles until approved.',
      },
      {
        title: 'Build and content migration',
        text: 'We develop in sprints, migrate existing content and map 301 redirects from old URLs so search rankings are protected.',
      },
      {
        title: 'Test and launch',
        text: 'Cross-browser, device, accessibility, performance and security testing come before a planned go-live with a rollback ready.',
      },
      {
        title: 'Measure and iterate',
        text: 'After launch we watch analytics, conversions and Core Web Vitals, and recommend improvements based on real use.',
      },
    ],
  },
  outcomes: {
    heading: 'What a rebuilt site gives you',
    paragraphs: ['We agree measurable goals at the start, such as enquiry volume, page speed or organic traffic, and report against them after launch.'],
    bullets: [
      'Pages that pass Core Web Vitals thresholds on mobile',
      'A CMS your marketing team can update without developer help',
      'Accessible design aligned with WCAG 2.2 AA',
      'Clear conversion paths and analytics that show what is working',
    ],
  },
  closing: {
    heading: 'Plan your next website with us',
    text: 'Share your current site and what you want it to achieve, and we will respond with a scoped proposal and timeline.',
  },
};

export default page;
