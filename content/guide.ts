// Copy of the "ONAS AI Solutions Guide" PDF (assets/guide.pdf), the download offered after the newsletter
// sign-up. Edit the text here and rebuild with `npm run guide`.
// Each page below is one printed page; the build stops with an error if a page's text no longer fits.
// Contact details (e-mail, phones, head office) come from content/company.ts, the site's single source.
// The standard PDF fonts cover Western European characters only: keep to those (no arrows or emoji).

export interface GuideCard {
  title: string;
  text: string;
}

export interface GuideStep {
  title: string;
  duration: string;
  text: string;
}

export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'cards'; items: GuideCard[] }
  | { kind: 'steps'; items: GuideStep[] }
  | { kind: 'callout'; title: string; text: string }
  | { kind: 'contact' };

export interface GuidePage {
  kicker: string;
  title: string;
  blocks: GuideBlock[];
}

export const guide = {
  title: 'ONAS AI Solutions Guide',
  subtitle: 'Practical AI for growing businesses: where to start, what to build, and how to keep it safe',
  coverNote: 'AI consulting  |  Generative AI  |  Data engineering and analytics  |  AI governance',
  edition: 'Edition 1',
  /** Fixed, so that rebuilding the same text gives the same bytes. Change it when the copy changes. */
  date: '2026-01-15T00:00:00Z',
  keywords: 'ONAS, AI consulting, generative AI, data engineering, analytics, AI governance',

  pages: [
    {
      kicker: 'Introduction',
      title: 'AI that earns its place in your business',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Most organisations no longer ask whether to use artificial intelligence, but where it will pay off first and how to adopt it without creating new risks. ' +
            'This guide explains how ONAS helps companies answer those questions: the services we offer, the way a project with us runs, and what you can expect at each step.',
        },
        {
          kind: 'paragraph',
          text:
            'ONAS is an IT consulting, staffing and EdTech company with its head office in Hyderabad. Our AI practice brings together business analysts, data engineers, ' +
            'machine learning specialists and governance advisers, so the same team that designs a solution also builds it, hands it over and trains the people who will use it.',
        },
        { kind: 'subheading', text: 'What we believe about AI projects' },
        {
          kind: 'bullets',
          items: [
            'Start from a business outcome you can measure, not from a model or a tool.',
            'Good data comes first: most AI problems turn out to be data problems.',
            'People stay in the loop where decisions affect customers, money or safety.',
            'Governance is designed in from day one, not bolted on before go-live.',
            'A small working pilot teaches more than a long slide deck.',
          ],
        },
        { kind: 'subheading', text: 'Our four AI services at a glance' },
        {
          kind: 'cards',
          items: [
            { title: 'AI consulting', text: 'Find the use cases worth funding, check your readiness and agree a realistic roadmap.' },
            { title: 'Generative AI', text: 'Assistants, document processing and knowledge search built on your own content.' },
            { title: 'Data engineering and analytics', text: 'Reliable pipelines, a modern data platform and dashboards people trust.' },
            { title: 'AI governance', text: 'Policies, risk checks and monitoring that keep AI lawful, fair and explainable.' },
          ],
        },
      ],
    },
    {
      kicker: 'Services',
      title: 'AI consulting and generative AI',
      blocks: [
        { kind: 'subheading', text: 'AI consulting: decide where AI will pay off' },
        {
          kind: 'paragraph',
          text:
            'We work with your leadership and process owners to map where time, cost or quality is lost today, and which of those problems AI can realistically solve. ' +
            'Each idea is scored on value, feasibility and risk, so the first investment goes where it matters.',
        },
        {
          kind: 'bullets',
          items: [
            'Use-case discovery workshops with business and IT stakeholders.',
            'AI readiness assessment covering data, infrastructure, skills and policies.',
            'Business case and success measures agreed before any build starts.',
            'A phased roadmap with budgets, team roles and decision points.',
          ],
        },
        { kind: 'subheading', text: 'Generative AI: put your knowledge to work' },
        {
          kind: 'paragraph',
          text:
            'Large language models are most useful when they are grounded in your own documents and connected to your systems. We design and build generative AI solutions ' +
            'that answer from approved sources, show where an answer came from, and hand over to a person when they are unsure.',
        },
        {
          kind: 'bullets',
          items: [
            'Internal assistants for support, HR, sales and operations teams.',
            'Document intelligence: extracting data from invoices, contracts and forms.',
            'Knowledge search across policies, manuals and past project files.',
            'Drafting help for proposals, reports and customer replies, with human review.',
            'Guardrails for privacy, access rights, cost limits and answer quality.',
          ],
        },
        {
          kind: 'callout',
          title: 'A typical first step',
          text: 'A two-week proof of value on one well-defined task, measured against the current way of working, before anything is rolled out more widely.',
        },
      ],
    },
    {
      kicker: 'Services',
      title: 'Data engineering, analytics and AI governance',
      blocks: [
        { kind: 'subheading', text: 'Data engineering and analytics: a foundation you can trust' },
        {
          kind: 'paragraph',
          text:
            'AI and reporting are only as good as the data underneath them. We build the pipelines and platforms that bring data from your ERP, CRM and operational systems ' +
            'together, keep it clean and documented, and make it available to the people and models that need it.',
        },
        {
          kind: 'bullets',
          items: [
            'Data pipelines and integration from cloud and on-premise sources.',
            'Cloud data warehouse and lakehouse design, migration and cost control.',
            'Data quality rules, lineage and a shared business glossary.',
            'Dashboards and self-service analytics for finance, sales and operations.',
            'Machine learning operations: versioned models, automated testing and deployment.',
          ],
        },
        { kind: 'subheading', text: 'AI governance: responsible by design' },
        {
          kind: 'paragraph',
          text:
            'Customers, regulators and your own staff expect AI to be fair, secure and explainable. We help you set the rules, check each system against them and keep ' +
            'watching once it is live, in proportion to the risk each use case carries.',
        },
        {
          kind: 'bullets',
          items: [
            'An AI policy and approval process that fits your size and sector.',
            'An inventory of AI systems, models and the data each one uses.',
            'Risk and impact assessments covering privacy, bias, security and safety.',
            'Monitoring of accuracy, drift and incidents, with clear owners.',
            'Readiness for data protection law and emerging AI regulation.',
          ],
        },
        {
          kind: 'callout',
          title: 'Proportionate, not bureaucratic',
          text:
            'An assistant that answers questions about office hours needs lighter checks than a model that helps approve loans. ' +
            'We size the controls to the risk, so governance supports delivery instead of slowing it down.',
        },
      ],
    },
    {
      kicker: 'Working with ONAS',
      title: 'How an engagement runs',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Every engagement follows the same five stages. Each ends with a short review where you decide whether to continue, change course or stop, so you are never ' +
            'committed to more than the next stage. Durations are typical for a single use case and depend on scope.',
        },
        {
          kind: 'steps',
          items: [
            { title: 'Discover', duration: '2 to 3 weeks', text: 'Workshops, data and process review, shortlist of use cases with value and risk scores.' },
            { title: 'Design', duration: '2 to 4 weeks', text: 'Target solution, data needs, success measures, governance checks and a costed plan.' },
            { title: 'Build and pilot', duration: '6 to 10 weeks', text: 'An iterative build with fortnightly demos, tested with real users on real data.' },
            { title: 'Scale', duration: '4 to 8 weeks', text: 'Hardening, security review, integration with your systems and a controlled roll-out.' },
            {
              title: 'Operate and improve',
              duration: 'Ongoing',
              text: 'Monitoring, support, retraining and regular reviews of value delivered against the goals.',
            },
          ],
        },
        { kind: 'subheading', text: 'What you receive' },
        {
          kind: 'bullets',
          items: [
            'A named delivery lead and a single plan shared by your team and ours.',
            'Working software, documentation and the source code, owned by you.',
            'Training for users and administrators, and a clear support arrangement.',
            'Specialists from our staffing practice if you want to grow your own team.',
          ],
        },
        {
          kind: 'callout',
          title: 'Clear costs at every stage',
          text: 'Discover and Design are offered at a fixed price. Later stages are estimated from what Design finds, and you approve each one before it starts.',
        },
      ],
    },
    {
      kicker: 'Next steps',
      title: 'Start the conversation',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'The best first conversation is about a problem, not about technology. Tell us where work is slow, costly or error-prone, and we will tell you honestly whether ' +
            'AI is the right answer, and what a first step could look like.',
        },
        { kind: 'subheading', text: 'Useful to have ready' },
        {
          kind: 'bullets',
          items: [
            'One or two processes you would most like to improve, and why.',
            'The systems and data involved, and who owns them.',
            'How you would measure success, and any deadlines or constraints.',
            'Policies or regulations that apply to your data.',
          ],
        },
        { kind: 'contact' },
        {
          kind: 'callout',
          title: 'No-obligation discovery call',
          text: 'A 45-minute call with one of our AI consultants to talk through your goals. You come away with practical next steps, whether or not you work with us.',
        },
      ],
    },
  ] satisfies GuidePage[],
};
