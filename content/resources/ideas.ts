import type { IdeaPiece, IdeasPage, PageMeta } from './types.ts';

export const meta: PageMeta = {
  title: 'Ideas and Perspectives | ONAS',
  description:
    'Short, practical perspectives from ONAS consultants on ERP projects, generative AI, managed services, hiring and B2B digital marketing. No jargon, just lessons.',
};

const ideas: IdeaPiece[] = [
  {
    id: 'erp-starts-with-the-close',
    topic: 'ERP',
    title: 'Start your ERP project with the month-end close',
    text: 'Most ERP business cases promise better visibility, but finance teams feel the benefit first in the close. Before choosing modules, measure how many days your close takes today, which reconciliations are manual and which reports are rebuilt in spreadsheets every month. Those numbers make a better baseline than any vendor demonstration, and they give the whole project a target everyone understands. A clear, shared close target keeps scope disciplined better than most steering committees.',
    related: { text: 'Our ERP services', href: '/how-we-help/erp/' },
  },
  {
    id: 'genai-needs-a-boring-data-layer',
    topic: 'Generative AI',
    title: 'Generative AI needs a boring data layer',
    text: 'The first generative AI pilot usually impresses; the second often stalls. The reason is rarely the model. It is the documents and data behind it: outdated policies, duplicate files and unclear access rights. Before scaling an assistant, decide which sources are authoritative, who owns their accuracy and which users may see what. That groundwork is unglamorous, but it separates a demonstration from a tool people trust with customer questions.',
    related: { text: 'Generative AI services', href: '/how-we-help/digital-transformation/genai/' },
  },
  {
    id: 'time-to-fill-is-a-design-problem',
    topic: 'Staffing',
    title: 'Time-to-fill is a design problem',
    text: 'When a vacancy stays open for months, the usual response is to add recruiters or agencies. More often the fix is in the brief. Job descriptions with fifteen must-have skills, interview panels that meet once a fortnight and salary bands set years ago slow hiring more than any shortage of candidates. Cutting requirements to the five that really matter and booking interview slots in advance can shorten hiring noticeably without lowering the bar.',
    related: { text: 'Staffing services', href: '/staffing/' },
  },
  {
    id: 'managed-services-should-get-cheaper',
    topic: 'Managed IT',
    title: 'Managed services should get cheaper to run over time',
    text: 'A support contract that needs the same effort in year three as in year one is a sign that nobody is fixing root causes. Good managed services track repeat incidents, automate routine requests and retire noisy alerts, so manual work falls steadily. When evaluating a provider, ask how they will reduce tickets, not only how quickly they will answer them, and write that expectation into the service levels.',
    related: { text: 'Managed IT operations', href: '/how-we-help/managed-it-operations/' },
  },
  {
    id: 'your-website-is-a-sales-meeting',
    topic: 'Digital marketing',
    title: 'Your website is a sales meeting you are not in',
    text: 'Business buyers usually read several pages of a supplier’s website before they ever fill in a form. If those pages describe capabilities in generic terms, the buyer learns nothing and moves on. Specific examples, clear service descriptions and honest answers to common questions do more for lead quality than another campaign. Treat every service page as the answer to a question a real prospect has already asked your sales team.',
    related: { text: 'Web and marketing services', href: '/how-we-help/other-services/' },
  },
  {
    id: 'skills-protect-transformation-budgets',
    topic: 'Learning',
    title: 'Skills, not software, protect transformation budgets',
    text: 'Organisations often budget generously for new platforms and sparingly for the people who will use them. The result is expensive software run on workarounds. Reserving a defined share of every technology budget for role-based training, delivered just before and shortly after go-live, protects the rest of the investment. Short, practical sessions built around real tasks beat long generic courses, and they create internal champions who keep helping colleagues after the consultants leave.',
  },
];

export const page: IdeasPage = {
  path: '/resources/ideas/',
  hero: {
    images: [],
    heading: 'Ideas',
    subheading: 'Lessons from the work, in a few paragraphs',
    description: 'Our consultants, engineers and recruiters share what they see on real engagements: what works, what stalls and what to do about it.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
  intro: {
    heading: 'Perspectives worth two minutes',
    paragraphs: [
      'Each piece below starts from a pattern we have seen across several clients. They are short on purpose: the aim is to give you one idea you can test in your own organisation this quarter.',
    ],
  },
  ideas,
  closing: {
    heading: 'Want to discuss one of these ideas?',
    text: 'Our practitioners are happy to explore how an idea applies to your situation, with no obligation.',
    buttons: [{ text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' }],
  },
};
