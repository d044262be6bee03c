import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  layout: 'content',
  area: 'managed-it-operations',
  slug: 'it-infra',
  name: 'IT Infrastructure',
  menuLabel: 'IT Infrastructure',
  menuOrder: 4,
  title: 'IT Infrastructure Management Services | ONAS',
  description:
    'ONAS manages servers, storage, virtualisation and end-user devices with proactive monitoring, monthly patching, capacity planning and ITIL change control.',
  hero: {
    images: [
      {
        src: 'images/services/it-infra.jpg',
        alt: 'Abstract illustration of server racks and storage arrays connected to laptops and desktops by glowing lines',
      },
    ],
    heading: 'IT Infrastructure Management',
    subheading: 'Servers, storage and endpoints, managed as one estate',
    description:
      'We monitor, maintain and improve the infrastructure your business runs on, whether it sits in your own data centre, a colocation facility or across branch offices.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Cloud Operations and Support', href: '/how-we-help/managed-it-operations/cloud-support/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Infrastructure that stays out of the way',
    paragraphs: [
      'Infrastructure is only noticed when it fails: a full disk that stops the ERP, an expired certificate that breaks an integration, a host on an unsupported operating system that a scan flags the week before an audit. Preventing those moments takes steady, disciplined routine work that in-house teams often struggle to fit around projects.',
      'ONAS infrastructure management provides that routine. We look after physical and virtual servers, storage and backup systems, directory services and end-user devices, using remote monitoring and management tools and a maintained configuration management database (CMDB). Work follows ITIL practices for incident, problem, change and configuration management, so every change is planned, approved and reversible.',
      'The service suits on-premises and hybrid estates, including organisations with several sites that need one consistent standard.',
    ],
  },
  offerings: {
    heading: 'What we manage',
    cards: [
      {
        title: 'Server and virtualisation management',
        tag: 'Compute',
        text: 'We administer Windows and Linux servers and the VMware, Hyper-V or other hypervisor platforms beneath them: health checks, resource tuning, host patching and version upgrades. Capacity trends are reviewed every month, so new hardware or cloud capacity is planned months ahead instead of ordered in a hurry.',
      },
      {
        title: 'Storage, backup and recovery',
        tag: 'Data',
        text: 'SAN and NAS platforms, file services and backup jobs are checked daily. Failed jobs are investigated the same day, retention follows your policy and restores are tested on a schedule. We design backups with an offline or immutable copy, so ransomware cannot encrypt your last line of defence.',
      },
      {
        title: 'Patch and lifecycle management',
        text: 'Operating systems and firmware are patched on a monthly cycle, with critical security updates fast-tracked outside it. We keep a register of hardware warranties and software support dates, and warn you well before anything reaches end of life, with a costed replacement plan.',
      },
      {
        title: 'Directory and identity services',
        text: 'Active Directory, Microsoft Entra ID and group policy are kept clean: stale accounts removed, privileged groups reviewed, password and lockout policies aligned with your security standards. Joiner, mover and leaver changes are processed within agreed service levels, and every change is logged for audit.',
      },
      {
        title: 'End-user device management',
        text: 'Laptops and desktops are enrolled in endpoint management tools for imaging, software deployment, disk encryption, compliance policies and remote wipe. New starters receive a ready-to-use device on their first day, and monthly reports show which machines have fallen out of compliance and why.',
      },
    ],
  },
  process: {
    heading: 'How we work',
    steps: [
      {
        title: 'Baseline audit',
        text: 'We inventory hardware, software, configurations and backups, build or validate the CMDB, and identify the risks that need attention first.',
      },
      {
        title: 'Standardise and stabilise',
        text: 'Monitoring, patch policies, backup schedules and documentation are brought to one consistent standard across all sites.',
      },
      {
        title: 'Operate',
        text: 'Our engineers handle alerts, incidents, service requests and planned changes remotely, with on-site support arranged where it is needed.',
      },
      {
        title: 'Plan ahead',
        text: 'Quarterly reviews cover capacity, lifecycle dates, incident trends and a rolling roadmap for consolidation, upgrades or cloud moves.',
      },
    ],
  },
  outcomes: {
    heading: 'The difference you will notice',
    paragraphs: [
      'Well-run infrastructure becomes predictable: fewer unplanned outages, budgets that anticipate refresh cycles, and audits that pass without a last-minute scramble.',
    ],
    bullets: [
      'Fewer unplanned outages through proactive monitoring and capacity planning',
      'High patch compliance across servers and endpoints, reported monthly',
      'Tested backups with documented recovery times',
      'An accurate CMDB and a forward-looking hardware lifecycle plan',
    ],
  },
  closing: {
    heading: "Take the routine off your team's plate",
    text: 'Tell us about your sites, servers and users, and we will scope a baseline audit and an infrastructure management plan.',
  },
};

export default page;
