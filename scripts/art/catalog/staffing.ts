// Staffing pages: overview pictures and one per anchor section.
import type { Group } from './types.ts';
import { scenes, CARD } from './helpers.ts';

export const staffing: Group = {
  name: 'staffing',
  items: scenes('assets/images/staffing', CARD, [
    ['staffing', 'screen', 'idBadge', ['briefcase', 'handshake'], 'light', 'Recruiters reviewing candidate profiles on a large screen'],
    ['it-consulting', 'split', 'lightbulb', ['chip', 'chart', 'people'], 'light', 'Idea light bulb beside technology, analytics and team cards for IT consulting staffing'],
    ['professional-services', 'stage', 'briefcase', ['people', 'handshake', 'checklist'], 'warm', 'Briefcase on a platform with team, handshake and checklist badges for professional services staffing'],
    ['vacancy', 'stage', 'clipboard', ['idBadge', 'briefcase', 'envelope'], 'light', 'Vacancy form clipboard on a platform with candidate, role and email badges', true],
    ['banking-finance', 'stage', 'bank', ['idBadge', 'coins', 'chart'], 'light', 'Bank building with candidate badge, coin and chart badges for banking and finance roles'],
    ['finance-accounting', 'split', 'coins', ['document', 'piechart', 'idBadge'], 'warm', 'Coin stacks beside ledger, budget and candidate cards for finance and accounting roles'],
    ['hr-support', 'orbit', 'orgChart', ['people', 'calendar', 'heart', 'chat', 'idBadge'], 'light', 'Org chart surrounded by people, calendar, wellbeing and chat badges for HR support roles'],
    ['legal-compliance', 'stage', 'scales', ['document', 'shield', 'idBadge'], 'light', 'Balance scales on a platform with contract, shield and candidate badges for legal and compliance roles', true],
    ['pharma-healthcare-lifesciences', 'split', 'flask', ['pill', 'medCross', 'idBadge'], 'light', 'Lab flask beside medicine, medical cross and candidate cards for pharma, healthcare and life sciences roles'],
    ['sales-trade-marketing', 'stage', 'megaphone', ['chart', 'handshake', 'target'], 'warm', 'Megaphone on a platform with sales chart, handshake and target badges for sales and marketing roles'],
    ['wholesale-retail', 'isogrid', 'boxes', ['cart', 'bag', 'truck'], 'light', 'Stock boxes above an isometric store grid with cart, bag and truck badges for wholesale and retail roles'],
    ['managed-it', 'isogrid', 'server', ['headset', 'people', 'shield'], 'dark', 'Server rack above an isometric data centre with support, team and security badges for managed IT staffing'],
    ['staff-augmentation', 'duo', 'team', ['building', 'handshake', 'idBadge', 'chart'], 'light', 'A team joining a client organisation through a handshake for staff augmentation'],
    ['temporary-contract', 'stage', 'calendar', ['clock', 'idBadge', 'briefcase'], 'light', 'Calendar on a platform with clock, badge and briefcase badges for temporary and contract staffing'],
    ['permanent-executive', 'split', 'briefcase', ['star', 'orgChart', 'handshake'], 'dark', 'Executive briefcase beside leadership, org chart and handshake cards for permanent and executive search', true],
    ['contract-to-hire', 'duo', 'document', ['people', 'handshake', 'calendar', 'checklist'], 'warm', 'A contract and a team joined by a handshake for contract-to-hire staffing'],
    ['remote-virtual', 'orbit', 'devices', ['globe', 'chat', 'people', 'cloud', 'headset'], 'light', 'Laptop and phone surrounded by globe, chat, team and cloud badges for remote and virtual staffing'],
    ['offshore-staffing', 'orbit', 'globe', ['people', 'plane', 'building', 'chat', 'clock'], 'dark', 'Globe surrounded by team, travel, office, chat and time-zone badges for offshore staffing'],
    ['rpo-services', 'tiles', 'idBadge', ['magnifier', 'checklist', 'calendar', 'handshake', 'people'], 'light', 'Cards for sourcing, screening, scheduling, offers and onboarding in recruitment process outsourcing'],
    ['bpo-services', 'isogrid', 'building', ['headset', 'document', 'gears'], 'light', 'Operations centre above an isometric grid with support, document and process badges for BPO services', true],
    ['hire-recruiters', 'screen', 'magnifier', ['idBadge', 'chat'], 'warm', 'Recruiters searching candidate profiles on a large screen'],
    ['technical-support', 'stage', 'headset', ['server', 'gears', 'chat'], 'light', 'Support headset on a platform with server, gear and chat badges for technical support staffing'],
  ]),
};
