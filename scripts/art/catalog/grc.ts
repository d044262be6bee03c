// Governance, risk and compliance rows (six alternating image/text rows).
import type { Group } from './types.ts';
import { scenes, CARD } from './helpers.ts';

export const grc: Group = {
  name: 'grc',
  items: scenes('assets/images/grc', CARD, [
    ['row-1', 'orbit', 'orgChart', ['scales', 'document', 'checklist', 'shield', 'flag'], 'light', 'Governance structure surrounded by policy, checklist and oversight badges'],
    ['row-2', 'stage', 'gauge', ['magnifier', 'shield', 'chart'], 'warm', 'Risk gauge on a platform with inspection, shield and trend badges for risk assessment'],
    ['row-3', 'split', 'checklist', ['lock', 'shield', 'scales'], 'light', 'Control checklist beside lock, shield and balance scales cards for compliance controls', true],
    ['row-4', 'screen', 'clipboard', ['magnifier', 'document'], 'light', 'Auditors reviewing a completed evidence clipboard on a large screen for audit readiness'],
    ['row-5', 'tiles', 'document', ['scales', 'checklist', 'lock', 'book', 'calendar'], 'warm', 'Cards for policies, regulations, approvals, access, handbooks and review dates'],
    ['row-6', 'isogrid', 'eye', ['chart', 'server', 'shield'], 'dark', 'Watchful eye above an isometric grid of systems with alert and chart badges for continuous monitoring'],
  ]),
};
