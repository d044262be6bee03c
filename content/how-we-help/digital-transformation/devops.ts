import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  area: 'digital-transformation',
  slug: 'devops',
  name: 'DevOps',
  menuLabel: 'DevOps',
  menuOrder: 10,
  layout: 'content',
  title: 'DevOps Consulting and CI/CD Services | ONAS',
  description:
    'ONAS DevOps consulting: CI/CD pipelines, infrastructure as code, Kubernetes, GitOps, DevSecOps and observability, measured with DORA delivery metrics.',
  hero: {
    images: [
      {
        src: 'images/services/devops.jpg',
        alt: 'Illustration of code changes moving through build, test and deploy stages in a continuous loop',
      },
    ],
    heading: 'DevOps that shortens the path from commit to customer',
    subheading: 'CI/CD, infrastructure as code, Kubernetes and site reliability',
    description: 'We help engineering organisations release more often and recover faster through automation, shared ownership and measurable practices.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      {
        text: 'Cloud Migration and Integration',
        href: '/how-we-help/digital-transformation/cloud-integ/',
        variant: 'outline',
      },
    ],
  },
  intro: {
    heading: 'Delivery speed and stability go together',
    paragraphs: [
      'Research from the DORA programme has shown for years that teams who deploy most often also tend to have lower change failure rates and faster recovery. The practices behind that are well known: small batches, automated testing and deployment, infrastructure defined as code, and fast feedback from production. Putting them in place across many teams and legacy systems is where organisations need help.',
      'We start by measuring how software gets from a developer’s commit to production today, find the waiting time and manual hand-offs, and remove them in order of impact. Tools matter, but so do team boundaries, approval processes and on-call practices, and we work on all of them.',
    ],
  },
  offerings: {
    heading: 'DevOps services',
    cards: [
      {
        title: 'CI/CD pipelines',
        text: 'We design and build pipelines in GitHub Actions, GitLab CI, Azure DevOps or Jenkins, with trunk-based development, automated tests at each stage, versioned artefacts and deployment strategies such as blue-green and canary releases. Reusable pipeline templates let a new service adopt the standard in hours rather than weeks.',
      },
      {
        title: 'Infrastructure as code',
        text: 'We codify cloud and on-premise infrastructure with Terraform, OpenTofu, Bicep or Pulumi, organised into tested modules with policy checks, drift detection and peer-reviewed changes. Environments become reproducible, and disaster recovery no longer depends on one engineer’s memory of how a server was built.',
      },
      {
        title: 'Containers, Kubernetes and GitOps',
        text: 'We containerise applications and run them on Amazon EKS, Azure Kubernetes Service, Google Kubernetes Engine or OpenShift, with Argo CD or Flux deploying from Git. Cluster standards cover autoscaling, network policies, secrets management and a tested procedure for regular version upgrades.',
      },
      {
        title: 'DevSecOps',
        text: 'Security checks run inside the pipeline: static analysis, dependency and container image scanning, secrets detection, infrastructure policy checks and a software bill of materials for every build. Findings are triaged by severity and exploitability, so developers fix what matters without being blocked by noise.',
      },
      {
        title: 'Observability and SRE',
        text: 'We instrument services with OpenTelemetry and build monitoring in Prometheus and Grafana or your chosen platform. Service level objectives and error budgets guide release decisions, while runbooks, on-call rotations and blameless post-incident reviews shorten recovery and stop the same incident from recurring.',
      },
    ],
  },
  process: {
    heading: 'How we engage',
    steps: [
      {
        title: 'Assess',
        text: 'Value-stream mapping and a DORA metrics baseline for selected teams and services.',
      },
      {
        title: 'Pilot',
        text: 'Implement the target pipeline and platform practices with one or two teams.',
      },
      {
        title: 'Standardise',
        text: 'Turn what works into templates, modules and an internal developer platform.',
      },
      {
        title: 'Scale and coach',
        text: 'Roll out across teams with enablement, documentation and pairing, then hand ownership of the platform to your engineers.',
      },
    ],
  },
  outcomes: {
    heading: 'Measured results',
    paragraphs: ['We report progress using the four DORA measures alongside the reliability targets agreed with each service owner.'],
    bullets: [
      'Higher deployment frequency with smaller, safer changes',
      'Shorter lead time for changes from commit to production',
      'Lower change failure rate through automated testing and progressive delivery',
      'Faster recovery from incidents through observability and runbooks',
    ],
  },
  closing: {
    heading: 'Start with a delivery baseline',
    text: 'Let us map one value stream with your team, and we will show you where automation will save the most time.',
  },
};

export default page;
