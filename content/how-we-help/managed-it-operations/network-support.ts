import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  layout: 'content',
  area: 'managed-it-operations',
  slug: 'network-support',
  name: 'Network Support',
  menuLabel: 'Network Support',
  menuOrder: 5,
  title: 'Managed Network Support and Monitoring | ONAS',
  description:
    'Managed network support: LAN, Wi-Fi, firewall and SD-WAN monitoring, configuration backups, firmware updates and fault resolution across every site you run.',
  hero: {
    images: [
      {
        src: 'images/services/network-support.jpg',
        alt: 'Abstract illustration of switches and wireless access points joined by a mesh of connection lines spread across a map',
      },
    ],
    heading: 'Network Support',
    subheading: 'Reliable connectivity for every office, warehouse and remote user',
    description:
      'We monitor and manage your switches, wireless, firewalls and WAN links, so problems are spotted and fixed before people start calling the helpdesk.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      { text: 'Cyber Security', href: '/how-we-help/managed-it-operations/cybersecurity/', variant: 'outline' },
    ],
  },
  intro: {
    heading: 'When the network slows, the business slows',
    paragraphs: [
      'Cloud applications, voice and video calls, point-of-sale terminals and warehouse scanners all depend on the network. Yet networks tend to grow one site and one device at a time, leaving a mix of vendors, firmware versions and undocumented configurations that only the person who built them fully understands.',
      'ONAS network support brings that mix under consistent management. We monitor devices and links around the clock, keep configurations backed up and under version control, apply firmware updates in planned maintenance windows, and resolve faults ourselves or work with your carriers and hardware vendors until they are fixed.',
      'We support multi-vendor environments and can take on a single headquarters or dozens of branch locations, with remote hands arranged for physical work on site.',
    ],
  },
  offerings: {
    heading: 'Our network services',
    cards: [
      {
        title: '24x7 network monitoring',
        tag: 'Visibility',
        text: 'Using SNMP, flow data and synthetic tests, we track device availability, interface errors, bandwidth use, latency and jitter on every monitored link. Thresholds are set per site and per application, so a saturated internet circuit or a failing access point raises an alert before users notice a slowdown.',
      },
      {
        title: 'LAN and wireless management',
        text: 'We manage switching, VLANs and wireless controllers, run site surveys to fix coverage and interference problems, and set up guest and IoT networks kept separate from corporate traffic. Port, VLAN and SSID changes are handled as standard service requests with documented turnaround times.',
      },
      {
        title: 'Firewall and secure remote access',
        tag: 'Security',
        text: 'Firewall rule bases are reviewed for unused, shadowed and overly permissive rules, and every change goes through an approval workflow. We manage VPN and secure remote access, keep threat prevention signatures current and forward logs to your SIEM, or to ours, for security monitoring.',
      },
      {
        title: 'SD-WAN and carrier management',
        text: 'For multi-site organisations we design and run SD-WAN overlays that combine broadband, MPLS and 4G/5G links, steer traffic by application priority and fail over automatically. Carrier management is included: we raise, track and escalate circuit faults with providers on your behalf until they are closed.',
      },
      {
        title: 'Configuration and firmware management',
        text: 'Device configurations are backed up automatically after every change and compared with approved baselines. Firmware is kept on vendor-recommended releases, and security advisories are tracked so that critical fixes are scheduled quickly and tried on a pilot device before wider rollout.',
      },
    ],
  },
  process: {
    heading: 'Getting started',
    steps: [
      {
        title: 'Network discovery',
        text: 'We map devices, links, topology, IP addressing and configurations, and document what exists today, including the parts nobody remembered.',
      },
      {
        title: 'Health check and remediation plan',
        text: 'Performance, security and resilience gaps are ranked, from single points of failure to outdated firmware and risky firewall rules.',
      },
      {
        title: 'Onboarding',
        text: 'Monitoring, configuration backup, access and escalation paths are put in place, and carriers are authorised to deal with us on your behalf.',
      },
      {
        title: 'Ongoing management',
        text: 'We resolve incidents, deliver changes and report monthly on availability, capacity headroom and open risks.',
      },
    ],
  },
  outcomes: {
    heading: 'What good network support looks like',
    paragraphs: ['You should hear about network problems from us, not from your users. Our reporting puts the health of every site and link in one place.'],
    bullets: [
      'Site and link availability tracked against agreed targets',
      'Faster fault isolation and shorter time to repair, including carrier faults',
      'Backed-up, documented configurations for every managed device',
      'Capacity warnings raised before links become bottlenecks',
    ],
  },
  closing: {
    heading: 'Get a clear picture of your network',
    text: 'Start with a network discovery and health check: you receive a documented map of what you have, a ranked list of risks and our proposal for supporting it.',
  },
};

export default page;
