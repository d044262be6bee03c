import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  layout: 'content',
  area: 'other-services',
  slug: 'content-marketing',
  name: 'Content Marketing',
  menuLabel: 'Content Marketing',
  menuOrder: 4,
  title: 'B2B Content Marketing Services | ONAS',
  description:
    'Content marketing from ONAS: content audits, editorial calendars, expert-led articles, whitepapers and case studies, plus distribution and ROI reporting.',
  hero: {
    images: [
      {
        src: 'images/services/content-marketing.jpg',
        alt: 'Abstract illustration of stacked documents, a pen and a calendar grid linked to an upward growth arrow',
      },
    ],
    heading: 'Content Marketing',
    subheading: "Useful content that answers buyers' questions before they ask",
    description:
      'We plan, write and distribute content that demonstrates your expertise, supports sales conversations and keeps working long after it is published.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Search Engine Optimisation', href: '/how-we-help/other-services/seo/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Content with a job to do',
    paragraphs: [
      'Business buyers do much of their research before they ever speak to a salesperson. They read articles, download guides, watch webinars and compare case studies. Companies that publish clear, credible answers to those questions shape how buyers see the problem, and whom they trust to solve it.',
      'Yet many corporate content programmes stall: a burst of blog posts, then silence; whitepapers nobody reads because nobody promotes them; articles written for search engines rather than people. ONAS content marketing runs content as a planned programme with a purpose. Every piece has a target audience, a stage in the buying journey, a distribution plan and a metric it is expected to move.',
      'We work closely with your subject-matter experts, because original insight from the people doing the work is what makes B2B content worth reading.',
    ],
  },
  offerings: {
    heading: 'Our content marketing services',
    cards: [
      {
        title: 'Content audit and strategy',
        tag: 'Strategy',
        text: 'We inventory your existing content, analyse how it performs, and decide what to keep, update, merge or retire. Combined with persona research and keyword data, this produces a strategy that sets themes, formats and tone of voice, and shows how content supports each stage of the funnel.',
      },
      {
        title: 'Editorial calendar and governance',
        tag: 'Plan',
        text: 'A rolling editorial calendar schedules every piece with its owner, deadline, target keyword, audience and channel. Style guides, briefs and a clear review workflow keep quality consistent and stop drafts from stalling in approval, which is where most content programmes lose momentum.',
      },
      {
        title: 'Expert-led writing',
        text: 'Writers interview your specialists and turn their knowledge into articles, guides, whitepapers, case studies, e-books and scripts for video and webinars. Every piece is edited for accuracy, clarity and search intent, and fact-checked before it reaches your reviewers, so their time goes on substance rather than corrections.',
      },
      {
        title: 'Distribution and repurposing',
        tag: 'Amplify',
        text: 'Publishing is only half the work. We promote each piece through email, social media, partner channels and paid placements where they make sense, and break long-form assets into posts, snippets and infographics, so one piece of research can feed weeks of activity.',
      },
      {
        title: 'Measurement and content ROI',
        text: 'We track engagement, search performance, downloads, assisted conversions and influenced pipeline, connecting content to outcomes through web analytics, marketing automation and your CRM. Quarterly reviews show which topics, formats and channels perform best, and the editorial calendar shifts towards them while weaker themes are dropped.',
      },
    ],
  },
  process: {
    heading: 'How a content programme runs',
    steps: [
      {
        title: 'Research',
        text: 'Audience interviews, a content audit and keyword and competitor research show what buyers need and where the gaps are.',
      },
      {
        title: 'Plan',
        text: 'We agree themes, formats, KPIs and the first quarter of the editorial calendar.',
      },
      {
        title: 'Create',
        text: 'Briefs, expert interviews, drafts and edits move through a defined review and approval workflow.',
      },
      {
        title: 'Distribute',
        text: 'Each piece is published, optimised and promoted through owned, earned and paid channels.',
      },
      {
        title: 'Measure and refresh',
        text: 'Performance is reviewed monthly, and older pieces are updated so they stay accurate and keep ranking.',
      },
    ],
  },
  outcomes: {
    heading: 'What a consistent programme delivers',
    paragraphs: [
      'Content gains value as the library grows. Over time the strongest pieces keep attracting search traffic, equipping your sales team and shortening the path from first visit to first meeting.',
    ],
    bullets: [
      'A steady publishing cadence that buyers and search engines can rely on',
      'Sales enablement assets, such as case studies and guides, for each key service',
      'Growing organic traffic and lead conversions from content',
      'Clear reporting on which topics and formats drive pipeline',
    ],
  },
  closing: {
    heading: 'Turn your expertise into content that sells',
    text: 'Book a content audit to learn which existing pieces are pulling their weight, where the gaps are and what publishing cadence your team can realistically sustain.',
  },
};

export default page;
