// Service pages: one hero per slug, second and third heroes for the flagship pages, and hub pictures.
// ERP products are shown through abstract business motifs only (no vendor logos).
import type { Group } from './types.ts';
import { scenes, WIDE, type SceneRow } from './helpers.ts';

const dir = 'assets/images/services';

const rows: SceneRow[] = [
  // ERP
  ['sap', 'stage', 'gears', ['database', 'coins', 'dashboard'], 'light', 'Interlocking gears on a platform linked to finance, data and dashboard badges for SAP services'],
  ['sap-2', 'isogrid', 'database', ['gears', 'chart', 'boxes'], 'dark', 'Central data store above an isometric grid of business units for an integrated SAP landscape'],
  ['sap-3', 'split', 'dashboard', ['gears', 'coins', 'document'], 'warm', 'Enterprise dashboards beside finance and process cards for SAP reporting', true],
  ['salesforce', 'orbit', 'cloud', ['people', 'chat', 'chart', 'target', 'envelope', 'heart'], 'light', 'Customer cloud at the centre of orbiting people, chat, campaign and pipeline badges for Salesforce CRM'],
  ['salesforce-2', 'screen', 'piechart', ['chat', 'heart'], 'dark', 'A sales team reviewing pipeline and customer charts on a large screen'],
  ['salesforce-3', 'duo', 'people', ['cloud', 'handshake', 'chat', 'chart'], 'warm', 'Customers and a cloud platform joined by a handshake, representing customer relationships'],
  ['netsuite', 'split', 'coins', ['cloud', 'document', 'chart'], 'light', 'Coin stacks and finance cards beside a cloud, representing cloud ERP for finance'],
  ['netsuite-2', 'stage', 'cloud', ['coins', 'boxes', 'chart'], 'dark', 'Cloud on a platform with finance, inventory and growth badges for NetSuite', true],
  ['netsuite-3', 'tiles', 'coins', ['document', 'chart', 'boxes', 'cart', 'cloud'], 'light', 'Cards for finance, documents, reporting, inventory, orders and cloud in one suite'],
  ['servicenow', 'orbit', 'checklist', ['headset', 'gears', 'clock', 'server', 'chat', 'document'], 'light', 'Service checklist at the centre of orbiting support, workflow and SLA badges for ServiceNow'],
  ['servicenow-2', 'isogrid', 'server', ['checklist', 'headset', 'gears'], 'dark', 'IT service platform above an isometric grid of services with ticket and workflow badges'],
  ['servicenow-3', 'screen', 'checklist', ['headset', 'clock'], 'warm', 'A team tracking resolved service tickets on a large screen'],
  ['workday', 'split', 'orgChart', ['people', 'calendar', 'coins'], 'light', 'An org chart beside people, calendar and payroll cards for Workday HR and finance'],
  ['workday-2', 'orbit', 'idBadge', ['orgChart', 'calendar', 'coins', 'chart', 'heart'], 'dark', 'Employee badge at the centre of orbiting org chart, payroll and wellbeing badges'],
  ['workday-3', 'screen', 'orgChart', ['calendar', 'coins'], 'warm', 'People reviewing a team structure on a large screen for workforce planning'],
  // Digital transformation
  ['ai-ml', 'orbit', 'brain', ['chip', 'chart', 'database', 'code', 'cloud', 'target'], 'dark', 'AI brain surrounded by chip, data, code and cloud badges for AI and machine learning'],
  ['ai-ml-2', 'stage', 'chip', ['brain', 'chart', 'database'], 'light', 'AI chip on a platform with model, chart and data badges'],
  ['ai-ml-3', 'split', 'brain', ['chart', 'database', 'gauge'], 'warm', 'AI brain beside model accuracy dashboards', true],
  ['cloud-integ', 'isogrid', 'cloud', ['server', 'database', 'network'], 'light', 'Cloud above an isometric grid of systems connected by integration links'],
  ['data-eng-ana', 'split', 'database', ['chart', 'piechart', 'magnifier'], 'light', 'Stacked database beside layered analytics dashboards for data engineering and analytics'],
  ['iot-services', 'isogrid', 'antenna', ['wifi', 'gauge', 'factory'], 'dark', 'Connected antenna above an isometric grid with sensor and factory badges for IoT services'],
  ['product-eng', 'split', 'code', ['devices', 'rocket', 'gears'], 'light', 'Code editor cards beside laptop and phone mock-ups for product engineering', true],
  ['test-automation', 'stage', 'checklist', ['code', 'gauge', 'gears'], 'warm', 'Passing test checklist on a platform with code, speed and automation badges'],
  ['grc', 'split', 'clipboard', ['shield', 'scales', 'lock'], 'light', 'Compliance clipboard beside shield, balance scales and lock cards for governance, risk and compliance'],
  ['it-asset-management', 'tiles', 'devices', ['server', 'key', 'document', 'gauge', 'checklist'], 'light', 'Cards for devices, servers, licences, contracts, usage and audits in IT asset management'],
  ['genai', 'orbit', 'sparkles', ['brain', 'chat', 'document', 'code', 'chip', 'magnifier'], 'dark', 'Generative AI sparkle surrounded by chat, document, code and search badges'],
  ['genai-2', 'screen', 'chat', ['sparkles', 'document'], 'light', 'A team working with an AI assistant conversation on a large screen'],
  ['genai-3', 'stage', 'chip', ['chat', 'sparkles', 'document'], 'maroon', 'AI chip on a platform generating chat and document badges'],
  ['devops', 'tiles', 'code', ['gears', 'cloud', 'checklist', 'rocket', 'server'], 'light', 'Cards for the code, build, cloud, test, release and run stages of a DevOps pipeline'],
  // Managed IT operations
  ['app-maintenance', 'stage', 'gears', ['code', 'clock', 'checklist'], 'light', 'Gears on a platform with code, schedule and checklist badges for application maintenance', true],
  ['cloud-support', 'stage', 'cloud', ['headset', 'server', 'shield'], 'dark', 'Cloud on a platform with support headset, server and security badges for cloud support'],
  ['cybersecurity', 'orbit', 'shieldLock', ['lock', 'key', 'eye', 'server', 'network', 'magnifier'], 'dark', 'Locked shield ringed by key, monitoring, server and network badges for cyber security'],
  ['it-infra', 'isogrid', 'server', ['router', 'cloud', 'shield'], 'light', 'Server rack above an isometric data centre with router, cloud and security badges for IT infrastructure'],
  ['network-support', 'stage', 'router', ['wifi', 'globe', 'server'], 'warm', 'Network router on a platform with Wi-Fi, globe and server badges for network support'],
  ['helpdesk', 'screen', 'headset', ['chat', 'clock'], 'light', 'Support team in front of a screen with a headset, chat and clock for a 24x7 helpdesk'],
  // Other services
  ['web-dev', 'split', 'devices', ['code', 'cursor', 'gauge'], 'light', 'Laptop and phone showing a responsive website beside code and performance cards for web design'],
  ['seo', 'orbit', 'magnifier', ['chart', 'globe', 'cursor', 'star', 'document', 'target'], 'light', 'Magnifying glass surrounded by ranking, globe, click and content badges for SEO'],
  ['social-media', 'split', 'thumbsUp', ['chat', 'heart', 'megaphone'], 'warm', 'Thumbs-up beside chat, heart and engagement cards for social media marketing', true],
  ['content-marketing', 'stage', 'document', ['lightbulb', 'megaphone', 'book'], 'light', 'Content document on a platform with idea, megaphone and book badges for content marketing'],
  ['email-marketing', 'stage', 'envelope', ['chart', 'cursor', 'calendar'], 'dark', 'Envelope on a platform with open-rate, click and schedule badges for email marketing'],
  ['ppc', 'split', 'target', ['cursor', 'coins', 'chart'], 'light', 'Target with an arrow beside click, budget and conversion cards for pay-per-click advertising'],
  // Hubs
  ['how-we-help', 'tiles', 'gears', ['cloud', 'shield', 'headset', 'devices', 'people'], 'light', 'Cards for ERP, cloud, security, support, web and staffing services'],
  ['erp', 'tiles', 'gears', ['coins', 'people', 'checklist', 'cloud', 'boxes'], 'warm', 'Cards for ERP processes: operations, finance, people, service, cloud and supply chain'],
  ['digital-transformation', 'isogrid', 'rocket', ['cloud', 'chip', 'chart'], 'dark', 'Rocket launching above an isometric city of digital services for digital transformation'],
  ['managed-it-operations', 'isogrid', 'server', ['headset', 'shield', 'wifi'], 'light', 'Server rack above an isometric data centre with support, security and network badges', true],
  ['other-services', 'tiles', 'devices', ['magnifier', 'thumbsUp', 'document', 'envelope', 'target'], 'light', 'Cards for web design, SEO, social media, content, email and paid advertising'],
];

export const services: Group = { name: 'services', items: scenes(dir, WIDE, rows) };
