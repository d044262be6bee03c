import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  area: 'digital-transformation',
  slug: 'test-automation',
  name: 'Software Testing and QA',
  menuLabel: 'Software Testing & QA',
  menuOrder: 6,
  layout: 'content',
  title: 'Software Testing, QA and Test Automation Services | ONAS',
  description:
    'ONAS software testing and QA: test strategy, Playwright and Selenium automation, API, performance, security and ERP regression testing in CI pipelines.',
  hero: {
    images: [
      {
        src: 'images/services/test-automation.jpg',
        alt: 'Illustration of automated test checks running alongside each stage of a software delivery pipeline',
      },
    ],
    heading: 'Software testing and QA built into delivery',
    subheading: 'Test strategy, automation, performance and ERP regression testing',
    description: 'We help teams release more often with fewer defects by combining a sound test strategy with automation that runs in every pipeline.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'DevOps Services', href: '/how-we-help/digital-transformation/devops/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Quality is a delivery speed problem',
    paragraphs: [
      'When testing happens at the end, it becomes a bottleneck. Regression cycles take weeks, defects are found after the developer has moved on, and releases are either delayed or shipped with known risk. Adding more manual testers only moves the bottleneck.',
      'We move testing earlier and make it continuous: unit and API tests where they are cheapest to run, a small and stable set of end-to-end UI tests for critical journeys, and performance, security and accessibility testing planned alongside features. Automated suites run in your CI/CD pipeline and report results the whole team can read.',
      'We also test enterprise platforms where regular vendor releases make regression testing a recurring cost, including SAP, Salesforce, ServiceNow and Workday.',
    ],
  },
  offerings: {
    heading: 'Testing services',
    cards: [
      {
        title: 'QA assessment and test strategy',
        text: 'We review your current testing, defect data and release process, then define a test strategy covering test levels, tools, environments, test data and ownership. It includes a realistic automation roadmap that starts with the suites giving the most coverage for each hour of effort.',
      },
      {
        title: 'UI and API test automation',
        text: 'We build maintainable frameworks with Playwright, Selenium or Cypress for web, Appium for mobile, and REST Assured, Postman or Karate for APIs. Page objects, test data factories and a quarantine process for flaky tests keep suites reliable as the application changes.',
      },
      {
        title: 'Performance and reliability testing',
        text: 'Using k6, JMeter or Gatling, we model realistic load, run stress and soak tests, and trace bottlenecks through application performance monitoring. Results are reported against agreed response-time and throughput targets, with the root cause and a recommended fix for each breach.',
      },
      {
        title: 'Security and accessibility testing',
        text: 'We add static analysis, dependency scanning and dynamic scans with OWASP ZAP to your pipelines and test against the OWASP Top 10. Accessibility checks combine automated axe scans with manual keyboard and screen reader testing against WCAG 2.2, and every finding is logged with steps to reproduce and a suggested fix.',
      },
      {
        title: 'ERP and SaaS regression testing',
        text: 'For packaged platforms we build regression packs around business processes such as order to cash or hire to retire, using tools like the ServiceNow Automated Test Framework or Tricentis Tosca, and run them against every vendor release in preview environments before it reaches production.',
      },
    ],
  },
  process: {
    heading: 'How we engage',
    steps: [
      {
        title: 'Assess',
        text: 'Baseline test coverage, defect leakage, environment availability and regression cycle times.',
      },
      {
        title: 'Plan',
        text: 'Agree the strategy, tools and automation priorities.',
      },
      {
        title: 'Automate',
        text: 'Build suites incrementally and connect them to CI/CD.',
      },
      {
        title: 'Execute and report',
        text: 'Run tests on every build and share dashboards of quality trends.',
      },
      {
        title: 'Improve',
        text: 'Tune suites, remove flaky tests and extend coverage wherever defects escape.',
      },
    ],
  },
  outcomes: {
    heading: 'What improves',
    paragraphs: ['We agree baseline numbers at the start, so the improvement is visible to engineering and business stakeholders alike.'],
    bullets: [
      'Regression cycles that take hours rather than weeks',
      'Lower defect leakage into production',
      'Stable automated suites with a tracked flakiness rate',
      'Performance and security risks found before release, not after',
    ],
  },
  closing: {
    heading: 'Make testing a release enabler',
    text: 'Share your current release cadence and pain points, and we will recommend where automation will pay back first.',
  },
};

export default page;
