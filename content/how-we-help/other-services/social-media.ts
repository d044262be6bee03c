import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  layout: 'content',
  area: 'other-services',
  slug: 'social-media',
  name: 'Social Media Marketing',
  menuLabel: 'Social Media Marketing',
  menuOrder: 3,
  title: 'Social Media Marketing for B2B Brands | ONAS',
  description:
    'B2B social media marketing: channel strategy, LinkedIn-first content, community management, paid social campaigns and monthly reporting tied to pipeline.',
  hero: {
    images: [
      {
        src: 'images/services/social-media.jpg',
        alt: 'Abstract illustration of connected profile icons, speech bubbles and reaction symbols radiating from a smartphone',
      },
    ],
    heading: 'Social Media Marketing',
    subheading: 'Build a following among the people who buy from you',
    description: 'We plan, create and manage social content and campaigns on the platforms your buyers actually use, and measure them against business goals.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Content Marketing', href: '/how-we-help/other-services/content-marketing/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Social media that earns attention',
    paragraphs: [
      "Business buyers use social platforms to follow industry conversations, look up a vendor's people and judge whether a company has anything useful to say. A feed of stock photos and press releases does little for that buyer; consistent, practical posts in a recognisable voice do.",
      'ONAS social media marketing gives your brand that voice. We decide which channels matter for your audience, usually LinkedIn first for B2B, with YouTube, Instagram, Facebook or X where your buyers or future employees spend time. We then build a content plan around your expertise, produce posts, carousels and short videos, manage the community day to day, and run paid campaigns targeted by job title, industry and company.',
      'Organic and paid activity are planned together, so each one strengthens the other.',
    ],
  },
  offerings: {
    heading: 'What we do on social',
    cards: [
      {
        title: 'Channel strategy and audit',
        tag: 'Strategy',
        text: 'We review your current profiles, audience, competitors and past performance, then define goals, target audiences, the role of each platform, tone of voice and posting frequency. The strategy sets measurable targets, such as engagement rate, follower quality or leads generated, so success is not judged on vanity numbers.',
      },
      {
        title: 'Content creation and calendars',
        tag: 'Create',
        text: 'Our writers and designers produce posts, carousels, infographics and short-form video, planned in a monthly content calendar that you approve in advance. The mix covers thought leadership, company news, customer stories, hiring and events, adapted to the format and culture of each platform.',
      },
      {
        title: 'Community management and listening',
        text: 'We publish on schedule, reply to comments and messages within agreed hours, and escalate sensitive issues to you promptly. Social listening tools track mentions of your brand, competitors and key topics, surfacing conversations worth joining and early warnings of reputational risk.',
      },
      {
        title: 'Paid social campaigns',
        tag: 'Paid',
        text: 'We plan and run campaigns on LinkedIn, Meta and other ad platforms, targeting by role, seniority, industry or uploaded account lists. Lead generation forms, retargeting and creative A/B tests are managed against cost-per-lead and pipeline targets, with budgets adjusted weekly based on results.',
      },
      {
        title: 'Employee advocacy and executive presence',
        text: 'Posts from people reach further than posts from logos. We help leaders and subject-matter experts build their own profiles with posts drafted together with them, and give employees ready-to-share content and simple guidelines so they can represent the company with confidence.',
      },
    ],
  },
  process: {
    heading: 'How we work with you',
    steps: [
      {
        title: 'Audit and goals',
        text: 'We assess your existing channels and competitors, and agree audiences, objectives and KPIs.',
      },
      {
        title: 'Strategy and calendar',
        text: 'A channel strategy and the first monthly content calendar are prepared for your review and approval.',
      },
      {
        title: 'Produce and publish',
        text: 'Content is created, approved through a simple workflow, scheduled and published, and the community is managed daily.',
      },
      {
        title: 'Analyse and optimise',
        text: 'Monthly reports show reach, engagement, follower growth, website traffic and leads, with recommendations for the month ahead.',
      },
    ],
  },
  outcomes: {
    heading: 'Results that matter to the business',
    paragraphs: [
      'We report on what social activity contributes to your goals, linking it to website visits and leads through UTM tracking and your CRM wherever possible.',
    ],
    bullets: [
      'A consistent, recognisable presence on the platforms that matter',
      'Growth in relevant followers from target industries and roles',
      'Website traffic and leads attributed to social channels',
      'Paid campaigns managed against cost-per-lead targets',
    ],
  },
  closing: {
    heading: 'Start a conversation with your market',
    text: 'Tell us who you want to reach, and we will propose a channel strategy and content plan for your first quarter.',
  },
};

export default page;
