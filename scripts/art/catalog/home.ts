// Home page pictures.
import type { Group } from './types.ts';
import { scenes, WIDE, CARD } from './helpers.ts';

const dir = 'assets/images/home';

export const home: Group = {
  name: 'home',
  items: [
    ...scenes(dir, WIDE, [['tailored', 'split', 'brain', ['chip', 'cloud', 'dashboard'], 'light', 'AI brain beside layered analytics dashboards, representing AI-led IT solutions']]),
    ...scenes(dir, CARD, [
      ['value-1', 'stage', 'gears', ['book', 'checklist', 'chip'], 'light', 'Interlocking gears on a platform with knowledge and checklist badges, representing deep expertise'],
      ['value-2', 'duo', 'people', ['building', 'handshake', 'chat', 'target'], 'warm', 'A team and a client organisation joined by a handshake, representing partnership'],
      ['value-3', 'orbit', 'lightbulb', ['rocket', 'chip', 'sparkles', 'brain', 'code'], 'dark', 'Light bulb at the centre of orbiting rocket, chip and code badges, representing innovation'],
      ['value-4', 'split', 'checklist', ['calendar', 'clock', 'gauge'], 'light', 'Completed checklist beside project timeline cards, representing reliable delivery', true],
      ['explore-1', 'stage', 'telescope', ['eye', 'target', 'stairs'], 'warm', 'Telescope on a platform pointed at the horizon, representing vision'],
      ['explore-2', 'screen', 'orgChart', ['heart', 'chat'], 'light', 'People in front of a screen showing a team structure, representing human-centred leadership'],
      ['explore-3', 'isogrid', 'database', ['chart', 'piechart', 'magnifier'], 'dark', 'Database floating above an isometric grid of data blocks with chart badges, representing data fluency'],
      ['explore-4', 'orbit', 'compass', ['scales', 'shield', 'heart', 'checklist'], 'light', 'Compass surrounded by balance scales, shield and checklist badges, representing an ethical compass'],
      ['explore-5', 'tiles', 'puzzle', ['cloud', 'rocket', 'gears', 'chart', 'compass'], 'warm', 'Grid of cards with puzzle, cloud, rocket and gear symbols, representing adaptability'],
      ['explore-6', 'duo', 'people', ['chip', 'handshake', 'chat', 'dashboard'], 'dark', 'A team and an AI chip side by side, joined by a handshake, representing human-machine collaboration'],
      ['newsletter', 'stage', 'book', ['envelope', 'brain', 'sparkles'], 'light', 'Open AI guide book on a platform with envelope and AI badges'],
    ]),
  ],
};
