import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  area: 'digital-transformation',
  slug: 'data-eng-ana',
  name: 'Data Engineering and Analytics',
  menuLabel: 'Data Engineering & Analytics',
  menuOrder: 3,
  layout: 'content',
  title: 'Data Engineering and Analytics Services | ONAS',
  description:
    'ONAS builds data pipelines, lakehouse and warehouse platforms, data quality controls and BI dashboards that turn enterprise data into reliable decisions.',
  hero: {
    images: [
      {
        src: 'images/services/data-eng-ana.jpg',
        alt: 'Illustration of data streams from many sources refined in layers into charts and dashboards',
      },
    ],
    heading: 'Data engineering and analytics you can rely on',
    subheading: 'Pipelines, platforms, data quality and business intelligence',
    description: 'We build the data platforms and pipelines behind trustworthy reporting, analytics and AI, and the dashboards people use to act on them.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'AI Consulting', href: '/how-we-help/digital-transformation/ai-ml/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Reliable data is an engineering problem',
    paragraphs: [
      'Executives rarely complain about a lack of data. They complain that two reports show different revenue, that the dashboard is three days late, or that nobody can explain where a number came from. Those are symptoms of pipelines built one request at a time, without shared definitions, tests or ownership.',
      'We treat data as a product. Sources are ingested with change data capture where possible, transformed in version-controlled models with automated tests, documented in a catalogue and served through a governed semantic layer. Analysts and data scientists then work from the same definitions, and monitoring catches problems before a user does.',
      'We work with Snowflake, Databricks, Google BigQuery, Microsoft Fabric and Amazon Redshift, and recommend the stack that fits your cloud, skills and cost profile.',
    ],
  },
  offerings: {
    heading: 'Data and analytics services',
    cards: [
      {
        title: 'Data platform architecture',
        text: 'We design lakehouse or warehouse platforms with a medallion structure of raw, cleaned and business-ready layers, separating storage from compute so workloads scale independently. The design covers security, access roles, environments and cost controls, plus a migration plan away from legacy on-premise warehouses and reporting databases.',
      },
      {
        title: 'Data pipelines and integration',
        text: 'We build batch and streaming pipelines from ERP, CRM, SaaS and operational databases using tools such as Fivetran, Airbyte, Debezium and Kafka, orchestrated with Airflow or Dagster. Transformations are written in dbt or Spark, versioned in Git and deployed through CI, so every change is reviewed and repeatable.',
      },
      {
        title: 'Data quality and observability',
        text: 'We agree data contracts with source owners and add automated tests for freshness, volume, schema and business rules. Failures alert the responsible team rather than a shared inbox, and quality scores are published next to each dataset so users can see how far to trust it.',
      },
      {
        title: 'Governance and cataloguing',
        text: 'Using Unity Catalog, Microsoft Purview or a comparable tool, we document datasets, lineage, owners and sensitivity classifications. Access policies and column masking protect personal data in line with GDPR and India’s Digital Personal Data Protection Act, and access reviews are scheduled rather than ad hoc.',
      },
      {
        title: 'Analytics and business intelligence',
        text: 'We build semantic models and dashboards in Power BI, Tableau or Looker around agreed metric definitions, with row-level security and performance tuning. We also coach business users in self-service analysis, so the data team stops being the bottleneck for every new question.',
      },
    ],
  },
  process: {
    heading: 'How we deliver data programmes',
    steps: [
      {
        title: 'Assess',
        text: 'Review sources, current reports and pain points, and agree the priority use cases and metrics.',
      },
      {
        title: 'Design',
        text: 'Define the target architecture, data model and governance roles.',
      },
      {
        title: 'Build incrementally',
        text: 'Deliver one subject area at a time, from ingestion to dashboard, with tests at each layer.',
      },
      {
        title: 'Operate',
        text: 'Monitor pipelines, costs and quality, and respond to incidents under agreed service levels.',
      },
    ],
  },
  outcomes: {
    heading: 'What improves',
    paragraphs: [
      'Good data engineering shows in how quickly and confidently people make decisions, and in how rarely anyone has to reconcile numbers by hand.',
    ],
    bullets: [
      'One agreed definition for each core metric, used in every report',
      'Data freshness measured against service levels rather than assumed',
      'Lineage from every dashboard back to its source systems',
      'A platform ready to feed machine learning and generative AI use cases',
    ],
  },
  closing: {
    heading: 'Get your data foundations in order',
    text: 'Tell us which reports and decisions matter most, and we will show you how to make the data behind them dependable.',
  },
};

export default page;
