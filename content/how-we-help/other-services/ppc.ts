import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  layout: 'content',
  area: 'other-services',
  slug: 'ppc',
  name: 'Pay-Per-Click Advertising',
  menuLabel: 'Pay-Per-Click',
  menuOrder: 6,
  title: 'Pay-Per-Click Advertising Management | ONAS',
  description:
    'PPC management across Google Ads, Microsoft Ads and LinkedIn: keyword strategy, quality score gains, landing page tests and bidding tuned to CPA and ROAS.',
  hero: {
    images: [
      {
        src: 'images/services/ppc.jpg',
        alt: 'Abstract illustration of a cursor clicking an ad tile, with coins flowing through a funnel towards a target',
      },
    ],
    heading: 'Pay-Per-Click Advertising',
    subheading: 'Paid search and social campaigns managed for return, not just clicks',
    description:
      'We plan, build and optimise paid campaigns that reach buyers at the moment of intent, with every budget decision tied to cost per acquisition and return on ad spend.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Search Engine Optimisation', href: '/how-we-help/other-services/seo/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Every click should have a reason',
    paragraphs: [
      "Pay-per-click advertising can put your business in front of a buyer on the same day they start searching. It can also spend a month's budget on irrelevant queries, competitors' brand names and visitors who leave straight away. The difference lies in account structure, targeting, measurement and disciplined weekly optimisation.",
      'ONAS manages paid campaigns on Google Ads, Microsoft Advertising and LinkedIn Ads, adding Meta and YouTube where your audience calls for them. We start by making sure conversions are tracked accurately, including offline conversions imported from your CRM, so bidding algorithms learn from real leads and sales rather than raw form fills. From there we build campaigns around intent, write ads that match the query, and send clicks to landing pages designed to convert.',
      'You own the ad accounts and all the data, and you see every change we make and every rupee or dollar we spend.',
    ],
  },
  offerings: {
    heading: 'Our PPC services',
    cards: [
      {
        title: 'Account audit and structure',
        tag: 'Setup',
        text: 'We review existing accounts for wasted spend, poor match-type choices, missing negative keywords, overlapping campaigns and tracking gaps. Campaigns are then rebuilt around products, services and intent, with clear naming and budgets, so performance is easy to read and easy to control.',
      },
      {
        title: 'Keyword strategy and search campaigns',
        tag: 'Search',
        text: 'Keyword research covers commercial and problem-aware queries, competitor terms and long-tail variants. We refine match types and negative keyword lists every week from search term reports, and write responsive search ads with relevant assets to lift click-through rate and quality score, which lowers your cost per click.',
      },
      {
        title: 'Conversion tracking and bidding',
        text: 'We implement conversion tracking through tag management, enhanced conversions and CRM imports, and assign values to different lead types. With reliable data in place, we use smart bidding strategies such as target CPA or target ROAS, testing them against a control before scaling budget.',
      },
      {
        title: 'Paid social and B2B targeting',
        tag: 'Social',
        text: 'On LinkedIn we target by job function, seniority, company size and industry, or upload account lists for account-based campaigns. Retargeting across search, display and social keeps your brand in front of visitors who showed interest but did not convert on their first visit.',
      },
      {
        title: 'Landing pages and conversion rate optimisation',
        text: 'Ads only perform as well as the page they lead to. We design or brief dedicated landing pages that match the ad message, load quickly and keep forms short, then run A/B tests on headlines, offers and layouts to raise the share of visitors who convert.',
      },
    ],
  },
  process: {
    heading: 'How we manage your campaigns',
    steps: [
      {
        title: 'Audit and goals',
        text: 'We review accounts, tracking and past results, and agree targets for cost per lead, CPA or ROAS.',
      },
      {
        title: 'Tracking and build',
        text: 'Conversion tracking is fixed first; then campaigns, ad groups, ads and landing pages are built or restructured.',
      },
      {
        title: 'Launch and learn',
        text: 'Campaigns go live on controlled budgets while bidding algorithms learn, and early search terms are reviewed daily.',
      },
      {
        title: 'Optimise weekly',
        text: 'Bids, budgets, keywords, audiences and creative are adjusted every week, with tests running continuously.',
      },
      {
        title: 'Report monthly',
        text: 'Reports show spend, clicks, conversions, CPA, ROAS and pipeline impact, with recommendations in plain language.',
      },
    ],
  },
  outcomes: {
    heading: 'What well-managed PPC delivers',
    paragraphs: ['The aim is a predictable cost for each qualified lead or sale, and a clear view of which campaigns deserve more budget.'],
    bullets: [
      'Less spend wasted on irrelevant searches and audiences',
      'Higher quality scores and a lower average cost per click',
      'Conversions tracked through to CRM pipeline and revenue',
      'Budget moved to the campaigns with the best CPA and ROAS',
    ],
  },
  closing: {
    heading: 'Get more from your ad budget',
    text: 'Give us read-only access to your ad accounts, and we will audit them and show you where spend is leaking and how to fix it.',
  },
};

export default page;
