// Company, resources and about pages; leadership portraits; the not-found picture.
import type { Group, Item } from './types.ts';
import { scenes, CARD } from './helpers.ts';
import type { PortraitLook } from '../compose/portrait.ts';
import { color } from '../../../site/lib/drawing/palette.ts';

const dir = 'assets/images/company';

export const leaderLooks: PortraitLook[] = [
  { skin: '#d9a27c', hair: '#1d1a1a', style: 'bob', outfit: 'suit', cloth: color.navy, trim: 'white', bg: '#dfe7f3', earrings: true, smile: 'open' },
  { skin: '#8d5a3b', hair: '#1d1a1a', style: 'quiff', outfit: 'suit', cloth: color.gray700, trim: color.accent, bg: '#fbf1de', smile: 'soft' },
  { skin: '#f6d5c3', hair: '#c9c2b8', style: 'bun', outfit: 'blouse', cloth: color.maroon500, trim: color.white, bg: '#f4e3e7', glasses: true, earrings: true, smile: 'soft' },
  { skin: '#b97c55', hair: '#3a2418', style: 'crop', outfit: 'shirt', cloth: color.navy500, trim: color.white, bg: '#e3eef0', glasses: true, beard: true, smile: 'open' },
];

const leaders: Item[] = leaderLooks.map((look, i) => ({
  kind: 'portrait',
  out: `${dir}/leader-${i + 1}.jpg`,
  size: [600, 600],
  seed: 8100 + i,
  look,
}));

export const company: Group = {
  name: 'company',
  items: [
    ...scenes(dir, CARD, [
      ['about', 'stage', 'building', ['people', 'globe', 'target'], 'light', 'Office building on a platform with team, global reach and goal badges'],
      ['company', 'isogrid', 'building', ['people', 'globe', 'chart'], 'light', 'Headquarters above an isometric campus with team, global and growth badges'],
      ['mission', 'stage', 'target', ['flag', 'rocket', 'people'], 'warm', 'Target with an arrow on a platform with flag, rocket and team badges, representing our mission', true],
      ['vision', 'stage', 'telescope', ['eye', 'star', 'stairs'], 'dark', 'Telescope on a platform looking ahead, with star and growth badges, representing our vision'],
      ['purpose', 'orbit', 'heart', ['people', 'lightbulb', 'handshake', 'globe', 'leaf'], 'light', 'Heart at the centre of orbiting people, idea, partnership, globe and leaf badges, representing our purpose'],
      ['culture', 'duo', 'team', ['heart', 'star', 'chat', 'lightbulb'], 'warm', 'A team and a heart side by side with recognition and idea badges, representing our culture'],
      ['benefits', 'tiles', 'heart', ['coins', 'gradCap', 'calendar', 'medCross', 'house'], 'light', 'Cards for wellbeing, pay, learning, time off, health cover and flexible work'],
      ['employees', 'screen', 'orgChart', ['star', 'chat'], 'light', 'Colleagues in front of a screen showing the team structure'],
      ['investors', 'split', 'trend', ['coins', 'candles', 'piechart'], 'dark', 'Rising bar chart beside revenue, market and share cards for investors', true],
      ['ideas', 'orbit', 'lightbulb', ['sparkles', 'rocket', 'chat', 'puzzle', 'brain'], 'light', 'Light bulb surrounded by spark, rocket, chat, puzzle and AI badges'],
      ['awards', 'stage', 'trophy', ['star', 'flag', 'sparkles'], 'maroon', 'Trophy on a platform with star, flag and sparkle badges'],
      ['blogs', 'split', 'document', ['book', 'chat', 'lightbulb'], 'light', 'Article cards beside book, comment and idea cards for the blog'],
      ['careers', 'stage', 'briefcase', ['stairs', 'idBadge', 'people'], 'warm', 'Briefcase on a platform with career ladder, badge and team badges'],
      ['newsroom', 'screen', 'megaphone', ['document', 'globe'], 'light', 'People in front of a screen with an announcement megaphone and news cards'],
      ['contact', 'orbit', 'mapPin', ['envelope', 'chat', 'headset', 'globe', 'calendar'], 'light', 'Map pin surrounded by email, chat, phone support, globe and calendar badges'],
      ['media', 'screen', 'tv', ['megaphone', 'star'], 'dark', 'Audience in front of a screen playing a video'],
      ['case-1', 'split', 'chart', ['gears', 'coins', 'building'], 'light', 'Production and finance dashboards beside gears and a plant, illustrating an ERP rollout case study'],
      ['case-2', 'isogrid', 'cloud', ['shield', 'database', 'server'], 'dark', 'Cloud above an isometric data centre with security and data badges, illustrating a cloud migration case study'],
      ['case-3', 'stage', 'brain', ['hospital', 'chart', 'database'], 'light', 'AI brain on a platform with hospital, chart and data badges, illustrating a healthcare AI case study', true],
      ['case-4', 'duo', 'people', ['bag', 'handshake', 'chart', 'cart'], 'warm', 'A team and a retail brand joined by a handshake, illustrating a retail staffing case study'],
      ['values-integrity', 'stage', 'scales', ['shield', 'handshake', 'checklist'], 'light', 'Balance scales on a platform with shield, handshake and checklist badges, representing integrity'],
      ['values-customer-success', 'orbit', 'star', ['people', 'thumbsUp', 'chart', 'heart', 'handshake'], 'warm', 'Star surrounded by customer, approval, growth and partnership badges, representing customer success'],
      ['values-consulting-mindset', 'split', 'lightbulb', ['magnifier', 'chat', 'puzzle'], 'light', 'Light bulb beside analysis, conversation and problem-solving cards, representing a consulting mindset', true],
      ['values-trust', 'duo', 'people', ['shieldLock', 'handshake', 'heart', 'checklist'], 'light', 'People and a protective shield joined by a handshake, representing trust'],
      ['values-equality-oneness', 'orbit', 'team', ['heart', 'globe', 'handshake', 'people', 'star'], 'light', 'A diverse team surrounded by heart, globe and handshake badges, representing equality and oneness'],
      ['not-found', 'lost', 'mapPin', [], 'light', 'A folded map with a wandering route ending at a puzzled pin beside a signpost, for a page that cannot be found'],
    ]),
    ...leaders,
  ],
};
