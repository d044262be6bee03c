// UI icons (24x24 stroke SVG).
import type { Group } from './types.ts';
import { iconSet, iconSvg } from '../icons/set.ts';

export const iconNames = [
  'cmdb', 'workflows', 'risk', 'speed', 'license', 'optimization', 'lifecycle', 'cloud', 'database', 'shield', 'lock', 'gear',
  'chart', 'network', 'code', 'test', 'server', 'headset', 'globe', 'search', 'megaphone', 'mail', 'cursor', 'users', 'rocket',
  'brain', 'chip', 'check', 'clock', 'handshake', 'lightbulb', 'target', 'layers', 'refresh', 'document', 'phone', 'map-pin',
  'star', 'arrow-right', 'arrow-up', 'arrow-down', 'chevron-down', 'chevron-left', 'chevron-right', 'menu', 'close', 'play',
  'pause', 'external', 'facebook', 'instagram', 'linkedin', 'youtube',
] as const;

for (const name of iconNames) if (!(name in iconSet)) throw new Error(`icon ${name} has no drawing`);

export const icons: Group = {
  name: 'icons',
  items: iconNames.map((name) => ({ kind: 'svg' as const, out: `assets/icons/${name}.svg`, make: () => iconSvg(name) })),
};
