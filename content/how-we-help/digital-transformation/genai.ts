import type { GenAiPage } from '../types.ts';

const page: GenAiPage = {
  area: 'digital-transformation',
  slug: 'genai',
  name: 'Generative AI',
  menuLabel: 'Generative AI',
  menuOrder: 9,
  layout: 'genai',
  title: 'Generative AI Services and Insights | ONAS',
  description:
    'Generative AI insights from ONAS on copilots, RAG, evaluation, guardrails, agents and governance, plus practical services to take GenAI into production.',
  hero: {
    images: [
      {
        src: 'images/services/genai.jpg',
        alt: 'Illustration of text, images and documents flowing into a language model and emerging as answers',
      },
      {
        src: 'images/services/genai-2.jpg',
        alt: 'Illustration of an assistant retrieving passages from a company knowledge base before it replies',
      },
      {
        src: 'images/services/genai-3.jpg',
        alt: 'Illustration of protective layers surrounding a generative model inside an enterprise network',
      },
    ],
    heading: 'Generative AI, from experiment to enterprise capability',
    subheading: 'Practical insights and services for production GenAI',
    description: 'We help enterprises build generative AI solutions that are useful, safe and affordable to run, and we share what we learn along the way.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'AI Consulting', href: '/how-we-help/digital-transformation/ai-ml/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'What it takes to make generative AI work',
    paragraphs: [
      'Large language models made impressive demos easy. Turning them into dependable systems is harder: answers must be grounded in your own data, evaluated against clear quality bars, protected against prompt injection and data leakage, and kept within a cost per transaction the business accepts.',
      'Our generative AI practice designs and builds copilots, retrieval-augmented assistants, document processing and agent workflows. We use commercial and open-weight models, deployed through Azure OpenAI, Amazon Bedrock, Google Vertex AI or your own infrastructure. The insights below summarise the questions we work through with clients, theme by theme.',
    ],
  },
  insights: {
    heading: 'Generative AI insights',
    cards: [
      {
        title: 'Designing copilots people keep using',
        tag: 'Article',
        text: 'A copilot earns its place when it removes steps from a real task, such as drafting a customer reply from case history or summarising a contract for a buyer. We start from task analysis, not from the model: which inputs are available, where a person must approve, and how success is measured. Usage data after launch shows which features to improve and which to drop.',
        image: {
          src: 'images/genai/insight-01.jpg',
          alt: 'Illustration of an assistant panel working alongside a person editing a document',
        },
      },
      {
        title: 'Retrieval-augmented generation done properly',
        tag: 'Deep dive',
        text: 'Most enterprise assistants need answers grounded in internal content. Retrieval quality decides the outcome: how documents are chunked, which embedding model is used, whether hybrid keyword and vector search is applied, and how results are re-ranked. We also enforce source permissions at query time, so an assistant never reveals a document the user could not open directly.',
        image: {
          src: 'images/genai/insight-02.jpg',
          alt: 'Illustration of document fragments retrieved from a library and passed to a language model',
        },
      },
      {
        title: 'Evaluating models before and after launch',
        tag: 'Interactive report',
        text: 'Choosing a model on public benchmark scores alone is risky. We build evaluation sets from your own tasks, score outputs for correctness, faithfulness to sources and tone using human reviewers and model-based graders, and rerun the same tests whenever a prompt, model version or retrieval setting changes. Regressions are caught before users notice them.',
        image: {
          src: 'images/genai/insight-03.jpg',
          alt: 'Illustration of scorecards comparing model answers against reference answers',
        },
      },
      {
        title: 'Guardrails against prompt injection and data leakage',
        tag: 'Article',
        text: 'Language model applications open new attack surfaces, from instructions hidden in retrieved documents to excessive permissions granted to tools. We design input and output filtering, least-privilege tool access and audit logging, and test applications against the OWASP Top 10 for Large Language Model Applications before they reach production.',
        cta: 'View the OWASP list',
        link: 'https://owasp.org/www-project-top-10-for-large-language-model-applications/',
        image: {
          src: 'images/genai/insight-04.jpg',
          alt: 'Illustration of filters screening prompts and responses around a language model',
        },
      },
      {
        title: 'Controlling the cost of generative AI',
        tag: 'Infographic',
        text: 'Token costs grow quickly at enterprise scale. We model the cost per transaction early, route simple requests to smaller models, cache frequent answers, trim prompts and retrieved context, and batch offline workloads. Dashboards by use case show spend against value, so scaling decisions rest on numbers rather than on the first monthly invoice.',
        image: {
          src: 'images/genai/insight-05.jpg',
          alt: 'Illustration of requests routed between large and small models with a cost meter beside each',
        },
      },
      {
        title: 'When to use AI agents',
        tag: 'Deep dive',
        text: 'Agents that plan steps and call tools can automate multi-stage work such as triaging tickets or matching invoices to orders. They also fail in less predictable ways. We start with narrow, well-instrumented workflows, keep people in the approval loop for actions with financial or customer impact, and widen autonomy only when logs show consistent behaviour.',
        image: {
          src: 'images/genai/insight-06.jpg',
          alt: 'Illustration of an agent calling a sequence of business tools with a human approval checkpoint',
        },
      },
      {
        title: 'Document AI for unstructured content',
        text: 'Invoices, claims, contracts and forms still hold much of an enterprise’s data. Multimodal models can now extract fields, classify documents and summarise clauses with far less template work than older OCR tools. We pair them with validation rules, confidence thresholds and human review queues, and feed the results into ERP or case management systems.',
        image: {
          src: 'images/genai/insight-07.jpg',
          alt: 'Illustration of scanned forms turning into structured fields and records',
        },
      },
      {
        title: 'Code assistants in the engineering workflow',
        tag: 'Article',
        text: 'AI coding assistants can speed up routine work such as unit tests, boilerplate and documentation, but the gains depend on how they are introduced. We help engineering teams set usage policies, protect proprietary code, keep code review and security scanning mandatory, and measure impact through delivery metrics rather than lines of code generated.',
        image: {
          src: 'images/genai/insight-08.jpg',
          alt: 'Illustration of code suggestions appearing beside an editor and passing through a review gate',
        },
      },
      {
        title: 'Is your data ready for generative AI?',
        tag: 'Infographic',
        text: 'Generative AI amplifies the state of your content. Duplicate policies, outdated manuals and unclear ownership lead straight to wrong answers. We assess content sources for accuracy, freshness, access rights and sensitive data, then build pipelines that keep the knowledge base current as documents are added, revised or withdrawn.',
        cta: 'Explore data engineering',
        link: '/how-we-help/digital-transformation/data-eng-ana/',
        image: {
          src: 'images/genai/insight-09.jpg',
          alt: 'Illustration of content sources sorted into current, outdated and sensitive groups before indexing',
        },
      },
      {
        title: 'Governing generative AI',
        tag: 'Deep dive',
        text: 'Good governance gives teams the confidence to deploy. We help set up an AI use-case inventory, risk tiering, approval steps, model and prompt documentation, and incident handling. Our approach maps to the NIST AI Risk Management Framework and to ISO/IEC 42001, the management system standard for AI, so controls stand up to audit.',
        cta: 'Read the NIST AI RMF',
        link: 'https://www.nist.gov/itl/ai-risk-management-framework',
        image: {
          src: 'images/genai/insight-10.jpg',
          alt: 'Illustration of an AI use-case register with risk tiers and approval stamps',
        },
      },
      {
        title: 'Generative AI in customer service',
        tag: 'Interactive report',
        text: 'In contact centres, generative AI drafts replies, summarises long case histories, suggests knowledge articles and powers self-service that can handle follow-up questions. We integrate these features with platforms such as Salesforce Service Cloud and ServiceNow, and track handle time, first-contact resolution and customer satisfaction to confirm the benefit.',
        image: {
          src: 'images/genai/insight-11.jpg',
          alt: 'Illustration of a service agent receiving a suggested reply and case summary on screen',
        },
      },
      {
        title: 'Enterprise search that answers questions',
        text: 'Employees spend a large share of their day looking for information. Conversational search across intranets, file shares, wikis and ticketing systems can return a direct answer with links to its sources. We connect the content, enforce existing permissions, and measure answer acceptance so the index and prompts improve over time.',
        image: {
          src: 'images/genai/insight-12.jpg',
          alt: 'Illustration of a single search box drawing answers from wikis, file shares and tickets',
        },
      },
      {
        title: 'Synthetic data for testing and training',
        tag: 'Article',
        text: 'When real data is scarce or sensitive, generated data can fill gaps for software testing, model training and edge-case evaluation. We produce synthetic records that preserve useful statistical patterns, check them for leakage of real personal data, and label them clearly so they never mix with production records.',
        image: {
          src: 'images/genai/insight-13.jpg',
          alt: 'Illustration of a real dataset mirrored by an artificial dataset with matching patterns',
        },
      },
      {
        title: 'Fine-tuning versus prompting and retrieval',
        tag: 'Deep dive',
        text: 'Fine-tuning changes how a model behaves; it is rarely the best way to teach it new facts. We consider it when a task needs a consistent output format or domain style, or when a smaller, cheaper model must match a larger one. Parameter-efficient methods such as LoRA keep training costs down, and evaluation sets confirm the gain.',
        image: {
          src: 'images/genai/insight-14.jpg',
          alt: 'Illustration of a base model being adjusted with a small layer of domain-specific training',
        },
      },
      {
        title: 'A roadmap for enterprise adoption',
        text: 'Successful programmes move in stages: a small portfolio of use cases with clear owners, a shared platform for models, retrieval and monitoring, then wider roll-out with training and change management. We help leadership choose the first use cases, build that platform once, and set measures that show value at every stage.',
        cta: 'Plan your roadmap',
        link: '/resources/contact-us/',
        image: {
          src: 'images/genai/insight-15.jpg',
          alt: 'Illustration of a staged path from pilot use cases to a shared AI platform and wider roll-out',
        },
      },
    ],
  },
  closing: {
    heading: 'Move generative AI into production',
    text: 'Tell us which process you want to improve, and we will propose a scoped pilot with clear evaluation criteria and cost estimates.',
  },
};

export default page;
