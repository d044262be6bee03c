import type { ContentServicePage } from '../types.ts';

const page: ContentServicePage = {
  area: 'digital-transformation',
  slug: 'iot-services',
  name: 'IoT Development',
  menuLabel: 'IoT Development',
  menuOrder: 4,
  layout: 'content',
  title: 'IoT Development and Connected Device Services | ONAS',
  description:
    'ONAS IoT development: embedded firmware, MQTT connectivity, edge gateways, AWS IoT and Azure IoT platforms, OTA updates and device security by design.',
  hero: {
    images: [
      {
        src: 'images/services/iot-services.jpg',
        alt: 'Illustration of sensors and machines sending readings through an edge gateway to a cloud platform',
      },
    ],
    heading: 'IoT development from sensor to dashboard',
    subheading: 'Firmware, connectivity, cloud platforms and device security',
    description: 'We design and build connected products and industrial IoT solutions that collect reliable data and stay secure through years in the field.',
    buttons: [
      { text: 'Contact Us', href: '/resources/contact-us/', variant: 'primary' },
      {
        text: 'Data Engineering and Analytics',
        href: '/how-we-help/digital-transformation/data-eng-ana/',
        variant: 'outline',
      },
    ],
  },
  intro: {
    heading: 'Connected systems have more moving parts than they appear',
    paragraphs: [
      'An IoT solution spans hardware constraints, unreliable networks, cloud services and the business systems that act on the data. A weakness in any layer shows up as missing readings, drained batteries, devices that cannot be updated, or a security incident traced back to a default password.',
      'Our engineers work across the whole stack. We write firmware for microcontrollers and Linux-based gateways, choose connectivity based on range, power and cost, build device management and data pipelines on cloud IoT platforms, and connect the results to maintenance, ERP and analytics systems.',
      'We design for the full device lifecycle, from factory provisioning and field installation to remote updates and secure decommissioning.',
    ],
  },
  offerings: {
    heading: 'IoT services',
    cards: [
      {
        title: 'Embedded and firmware development',
        text: 'We develop firmware in C, C++ and Rust on FreeRTOS, Zephyr and embedded Linux, covering sensor drivers, power management and local processing. Secure boot, signed firmware images and hardware-backed key storage are part of the first prototype, not features added just before launch.',
      },
      {
        title: 'Connectivity and edge computing',
        text: 'We select and integrate the right link for each deployment, whether BLE, Wi-Fi, LoRaWAN, NB-IoT or LTE-M, with MQTT or CoAP for messaging. On industrial sites, edge gateways read PLCs and machines over OPC UA and Modbus, filter data locally and keep working when the uplink drops.',
      },
      {
        title: 'Cloud IoT platforms',
        text: 'We build device registries, provisioning, telemetry ingestion and rules on AWS IoT Core or Azure IoT Hub, store readings in time-series databases, and expose them through APIs and dashboards. Digital twin models represent the state of each asset for monitoring, alerting and what-if simulation.',
      },
      {
        title: 'Device management and OTA updates',
        text: 'Fleets need remote configuration, health monitoring and safe over-the-air updates. We implement staged roll-outs, A/B firmware partitions with automatic rollback, and update reporting, so a faulty release reaches a handful of devices rather than the whole fleet and can be withdrawn quickly.',
      },
      {
        title: 'IoT security and compliance',
        text: 'We threat-model devices and back-end services, enforce unique per-device credentials and certificate rotation, and test against baselines such as ETSI EN 303 645 for consumer products and IEC 62443 for industrial control environments. Vulnerability handling and patch timelines are planned before the first shipment.',
      },
    ],
  },
  process: {
    heading: 'From concept to fleet',
    steps: [
      {
        title: 'Discovery',
        text: 'Define the use case, site conditions, power budget, unit cost targets and the data needed to act.',
      },
      {
        title: 'Proof of concept',
        text: 'Test sensors, connectivity and data flow under real conditions on site, including poor coverage and extreme temperatures.',
      },
      {
        title: 'Pilot',
        text: 'Deploy a limited fleet with full device management and measure its reliability.',
      },
      {
        title: 'Scale and support',
        text: 'Industrialise provisioning, monitoring and updates for volume deployment and long-term operation.',
      },
    ],
  },
  outcomes: {
    heading: 'Results we work towards',
    paragraphs: ['We measure IoT projects by the quality of the data they deliver and the operational decisions that data improves.'],
    bullets: [
      'Predictive maintenance alerts that reduce unplanned downtime',
      'Fleets that can be updated remotely and safely',
      'Known device uptime and message delivery rates',
      'Security controls that meet customer and regulatory expectations',
    ],
  },
  closing: {
    heading: 'Discuss your connected product',
    text: 'Tell us what you want to measure or control, and we will suggest a practical architecture and pilot plan.',
  },
};

export default page;
