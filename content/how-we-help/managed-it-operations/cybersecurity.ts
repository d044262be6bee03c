import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  layout: 'content',
  area: 'managed-it-operations',
  slug: 'cybersecurity',
  name: 'Cyber Security',
  menuLabel: 'Cyber Security',
  menuOrder: 3,
  title: 'Cyber Security Services and Managed SOC | ONAS',
  description:
    'Cyber security services from ONAS: 24x7 SOC and SIEM monitoring, EDR, vulnerability management, zero trust access, incident response and staff awareness.',
  hero: {
    images: [
      {
        src: 'images/services/cybersecurity.jpg',
        alt: 'Abstract illustration of a shield built from network nodes around a padlock, with scanning lines sweeping across it',
      },
    ],
    heading: 'Cyber Security',
    subheading: 'Detect, respond and reduce risk across your estate',
    description:
      'We combine round-the-clock monitoring with practical hardening work, so threats are caught early and the same weakness is not exploited twice.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Governance, Risk and Compliance', href: '/how-we-help/digital-transformation/grc/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'Security that keeps pace with attackers',
    paragraphs: [
      'Ransomware groups, credential phishing and attacks on exposed remote-access services do not keep business hours. Yet many organisations still rely on a firewall, an antivirus licence and someone who checks the logs when they have time. The gap between compromise and detection is where most of the damage happens.',
      'ONAS cyber security services close that gap. We monitor your endpoints, identities, cloud platforms and network through a security operations centre, hunt for signs of compromise and respond when something is found. Alongside monitoring, we work through the preventive controls that stop attacks from succeeding in the first place: patching, multi-factor authentication, least-privilege access and secure configuration.',
      'Our approach maps to recognised frameworks such as the NIST Cybersecurity Framework and ISO/IEC 27001, which makes it easier to show auditors, insurers and customers what you have in place.',
    ],
  },
  offerings: {
    heading: 'Our security services',
    cards: [
      {
        title: 'Managed SOC and SIEM',
        tag: 'Detect',
        text: 'Logs from firewalls, endpoints, identity providers, cloud platforms and key applications are collected in a SIEM, correlated and watched 24x7 by analysts. Detection rules are tuned to your environment to cut false positives, and confirmed threats are escalated within agreed times, with containment already under way where you have authorised it.',
      },
      {
        title: 'Endpoint detection and response',
        text: 'We deploy and manage EDR agents on servers and laptops, investigate the alerts they raise and can isolate a compromised device from the network within minutes. Threat hunting across endpoint telemetry looks for attacker behaviour that signature-based tools miss, such as unusual PowerShell activity or lateral movement between hosts.',
      },
      {
        title: 'Vulnerability management',
        tag: 'Prevent',
        text: 'Authenticated scans of internal and internet-facing systems run on a fixed cycle. Results are prioritised by exploitability and business exposure rather than CVSS score alone, and remediation is tracked to closure against agreed deadlines for critical, high and medium findings. Periodic penetration tests confirm that the fixes hold.',
      },
      {
        title: 'Zero trust and identity security',
        text: 'Most breaches begin with a stolen credential. We help you enforce multi-factor authentication, conditional access, privileged access management and least-privilege roles, and segment networks so one compromised account cannot reach everything. Changes are rolled out in stages so that users are not locked out along the way.',
      },
      {
        title: 'Incident response and readiness',
        text: "When an incident happens, our responders help contain it, preserve evidence, remove the attacker's foothold and restore service. Before that day comes, we write incident response playbooks with you and run tabletop exercises, so that executives, IT, legal and communications teams already know their roles.",
      },
      {
        title: 'Security awareness and phishing simulation',
        text: 'Short, regular training modules and simulated phishing campaigns build safer habits across the workforce. Reports show click and reporting rates by department over time, so coaching can be aimed where it is needed most instead of repeating the same annual course for everyone.',
      },
    ],
  },
  process: {
    heading: 'Our approach',
    steps: [
      {
        title: 'Risk assessment',
        text: 'We review your assets, controls, past incidents and regulatory obligations against a recognised framework to find the largest gaps.',
      },
      {
        title: 'Roadmap and quick wins',
        text: 'A prioritised roadmap sets out what to fix first; high-impact, low-effort items such as MFA coverage and exposed services are handled straight away.',
      },
      {
        title: 'Onboarding to monitoring',
        text: 'Log sources and EDR agents are connected, detection use cases configured, and escalation contacts and response authority agreed.',
      },
      {
        title: 'Continuous operation and review',
        text: 'We monitor, respond and remediate, and report monthly on incidents, mean time to detect and respond, and vulnerability trends.',
      },
    ],
  },
  outcomes: {
    heading: 'What you gain',
    paragraphs: [
      'Security is never finished, but it can be measured. Our reporting gives leadership a clear view of exposure and of how quickly threats are found and dealt with.',
    ],
    bullets: [
      'Round-the-clock detection without building an in-house SOC',
      'Shorter mean time to detect and mean time to respond',
      'Critical vulnerabilities closed within agreed deadlines',
      'Evidence of controls for audits, cyber insurance and customer questionnaires',
    ],
  },
  closing: {
    heading: 'Find out where you are exposed',
    text: 'Start with a security assessment of your environment, and we will show you your biggest risks and a practical plan to reduce them.',
  },
};

export default page;
