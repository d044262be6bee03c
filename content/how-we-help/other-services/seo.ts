import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  layout: 'content',
  area: 'other-services',
  slug: 'seo',
  name: 'SEO',
  menuLabel: 'SEO',
  menuOrder: 2,
  title: 'SEO Services: Technical, On-Page and Local Search | ONAS',
  description:
    'Search engine optimisation from ONAS: technical audits, crawl budget and schema markup fixes, keyword research, on-page content and link earning for B2B sites.',
  hero: {
    images: [
      {
        src: 'images/services/seo.jpg',
        alt: 'Abstract illustration of a magnifying glass over a ranked list of search results and a rising bar chart',
      },
    ],
    heading: 'Search Engine Optimisation',
    subheading: 'Be found by the buyers already searching for what you sell',
    description:
      'We improve how search engines crawl, understand and rank your site, then build the content that earns visibility for the queries that lead to revenue.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Content Marketing', href: '/how-we-help/other-services/content-marketing/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'SEO built on evidence, not tricks',
    paragraphs: [
      'B2B purchases usually start with research. Before a buyer speaks to any vendor, they search for the problem, compare approaches and draw up a shortlist. If your pages do not appear for those searches, your competitors get the first conversation.',
      "ONAS search engine optimisation works on three fronts. Technical SEO makes sure search engines can crawl and index your site efficiently and understand what each page is about. On-page and content work matches your pages to the queries buyers really use, from problem research to vendor comparison. Authority building earns links and mentions from relevant, reputable sites. We follow search engines' published guidelines, avoid shortcuts that risk penalties, and report on business results such as qualified leads, not rankings alone.",
      'As AI-generated answers appear in more search results, clear, well-structured and genuinely expert pages become more valuable, not less.',
    ],
  },
  offerings: {
    heading: 'Our SEO services',
    cards: [
      {
        title: 'Technical SEO audit and fixes',
        tag: 'Technical',
        text: 'We crawl your site the way a search engine does and review indexation, canonical tags, redirects, XML sitemaps, robots rules, internal linking, mobile rendering and Core Web Vitals. On large sites we analyse server logs to see how crawl budget is spent, and stop it being wasted on duplicate, parameter or thin URLs.',
      },
      {
        title: 'Keyword and intent research',
        text: "Using search data and your sales team's knowledge, we map the queries buyers use to their intent and to the page that should answer each one. The result is a prioritised keyword map that exposes gaps, overlaps and cannibalisation, and it becomes the brief for new and updated content.",
      },
      {
        title: 'On-page optimisation and schema markup',
        tag: 'On-page',
        text: 'Titles, meta descriptions, headings, body copy and internal links are reworked to match intent while still reading naturally. We add structured data such as Organization, Service, Article and BreadcrumbList in JSON-LD, so search engines can interpret your pages and show rich results where they are eligible.',
      },
      {
        title: 'Local and multi-location SEO',
        text: 'For businesses with offices in several cities, we optimise Google Business Profiles, keep name, address and phone details consistent across directories, and build location pages with genuinely local content. This helps each office appear in map results when nearby buyers search for your services.',
      },
      {
        title: 'Digital PR and link earning',
        tag: 'Authority',
        text: 'We earn links through original research, expert commentary, relevant industry directories and partnerships, never by buying them. Every prospect site is checked for relevance and quality, and your backlink profile is monitored for spammy links that could undermine how search engines trust your domain.',
      },
    ],
  },
  process: {
    heading: 'How we run SEO',
    steps: [
      {
        title: 'Audit and benchmark',
        text: 'A technical audit, content inventory, backlink review and competitor analysis establish the baseline and the biggest opportunities.',
      },
      {
        title: 'Strategy and roadmap',
        text: 'We agree target topics, priority fixes, content plans and KPIs, ranked by expected impact and effort.',
      },
      {
        title: 'Implementation',
        text: 'Our team, or your developers working from our tickets, fix technical issues and publish optimised content in monthly sprints.',
      },
      {
        title: 'Report and refine',
        text: 'Monthly reports cover rankings, organic traffic, conversions and Search Console data, and the roadmap shifts to follow what the numbers show.',
      },
    ],
  },
  outcomes: {
    heading: 'What to expect',
    paragraphs: [
      'SEO compounds over months rather than days. Technical fixes often show an effect within weeks, while content and authority work build steadily. We set realistic expectations and show progress at each stage.',
    ],
    bullets: [
      'A site that search engines can crawl and index cleanly',
      'Growth in non-branded organic traffic to commercial pages',
      'More enquiries from organic search, tracked through to your CRM',
      'Rich results where structured data makes pages eligible',
    ],
  },
  closing: {
    heading: 'See where your search visibility stands',
    text: 'Ask for an SEO audit and get a prioritised list of the technical issues, content gaps and quick wins specific to your site.',
  },
};

export default page;
