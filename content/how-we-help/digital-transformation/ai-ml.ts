import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  area: 'digital-transformation',
  slug: 'ai-ml',
  name: 'AI Consulting',
  menuLabel: 'AI Consulting',
  menuOrder: 1,
  layout: 'content',
  title: 'AI and Machine Learning Consulting Services | ONAS',
  description:
    'AI consulting from ONAS: use-case prioritisation, data readiness, machine learning model development, MLOps and responsible AI governance for enterprises.',
  hero: {
    images: [
      {
        src: 'images/services/ai-ml.jpg',
        alt: 'Illustration of business data points converging into a predictive model',
      },
      {
        src: 'images/services/ai-ml-2.jpg',
        alt: 'Illustration of a machine learning pipeline moving from training to deployment and monitoring',
      },
      {
        src: 'images/services/ai-ml-3.jpg',
        alt: 'Illustration of a person reviewing model decisions on a balanced scale of risk and value',
      },
    ],
    heading: 'AI consulting that starts with the business problem',
    subheading: 'Strategy, machine learning delivery and MLOps',
    description: 'We help enterprises choose the AI use cases worth funding, build models that hold up in production, and govern them responsibly.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      {
        text: 'Generative AI Insights',
        href: '/how-we-help/digital-transformation/genai/',
        variant: 'outline',
      },
    ],
  },
  intro: {
    heading: 'From pilot projects to AI in production',
    paragraphs: [
      'Many organisations have run AI proofs of concept; far fewer have models running inside a business process with an owner, a budget and a measurable result. The gap is rarely the algorithm. It is vague problem framing, data that is not fit for training, and no plan for how a model will be deployed, monitored and retrained.',
      'Our AI consulting practice covers that whole path. We assess where prediction, classification or optimisation would change a decision, estimate the value, check the data, and only then build. Generative AI is part of our toolkit, but many of the problems we see are better served by forecasting, anomaly detection or a well-tuned gradient-boosted model.',
      'We work on Amazon SageMaker, Azure Machine Learning, Google Vertex AI and Databricks, and fit in with the tools your data team already uses.',
    ],
  },
  offerings: {
    heading: 'AI and machine learning services',
    cards: [
      {
        title: 'AI strategy and use-case portfolio',
        tag: 'Strategy',
        text: 'We run structured workshops with business and technology leaders to list candidate use cases, then score each on value, feasibility, data availability and risk. You receive a ranked portfolio, a first-wave roadmap and the operating model needed to run AI as a capability: roles, funding and a review process for new ideas.',
      },
      {
        title: 'Data readiness assessment',
        text: 'Before any model is trained, we profile the relevant data for completeness, label quality, bias, and leakage between training data and the future data a model will see. We identify gaps that need new collection or pipeline work and estimate the effort, so the plan reflects what the data can actually support.',
      },
      {
        title: 'Machine learning model development',
        text: 'Our data scientists build and validate models for demand forecasting, churn and propensity scoring, fraud and anomaly detection, document classification and visual inspection. Every model is compared with a simple baseline and judged against the business metric it is meant to move, not on accuracy alone.',
      },
      {
        title: 'MLOps and deployment',
        text: 'We package models with reproducible training pipelines, shared feature definitions, a model registry and automated deployment to batch or real-time endpoints. Monitoring tracks data drift, prediction quality and latency, with retraining triggers and rollback plans agreed with your operations team before launch.',
      },
      {
        title: 'Responsible AI and governance',
        text: 'We help you set up a model inventory, risk tiers, documentation and human oversight aligned to the NIST AI Risk Management Framework and ISO/IEC 42001, and prepare for obligations under regulations such as the EU AI Act where they apply to your markets and use cases.',
      },
    ],
  },
  process: {
    heading: 'Our approach',
    steps: [
      {
        title: 'Frame',
        text: 'Define the decision to improve, the success metric and the constraints that apply.',
      },
      {
        title: 'Assess',
        text: 'Check the data, systems and risks, and confirm the case is worth building.',
      },
      {
        title: 'Prototype',
        text: 'Build a model on historical data and test it against the baseline with business users.',
      },
      {
        title: 'Productionise',
        text: 'Deploy with pipelines and monitoring, integrated into the workflow where the decision is made.',
      },
      {
        title: 'Scale',
        text: 'Reuse components and governance for the next use cases in the portfolio.',
      },
    ],
  },
  outcomes: {
    heading: 'What success looks like',
    paragraphs: ['We judge AI work by whether it changes results in the business, and we report on it that way from the first pilot onwards.'],
    bullets: [
      'A prioritised AI portfolio linked to measurable business value',
      'Models in production with monitoring, owners and retraining plans',
      'Shorter time from idea to deployed model through reusable MLOps components',
      'Documented risk controls that satisfy internal audit and regulators',
    ],
  },
  closing: {
    heading: 'Find the AI use cases worth building',
    text: 'Bring us a business problem and the data you have, and we will tell you whether AI is the right answer and what it would take.',
  },
};

export default page;
