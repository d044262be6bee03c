// Life at ONAS gallery: illustrated team-life scenes, plus the content list that describes them.
import type { Group, Item, LifeItem } from './types.ts';
import { seedOf } from './types.ts';
import type { LifeSceneName } from '../compose/life/scenes.ts';
import { GENERATED, q } from './content.ts';

const rows: [LifeSceneName, string, string][] = [
  ['workshop', 'Colleagues seated at a long table with laptops while a presenter points to a bar chart on the screen', 'Design workshop'],
  ['hackathon', 'Team members at laptops under a Hackathon banner, one cheering with both arms raised, code on the screens behind', 'Annual hackathon'],
  ['festival', 'Team celebrating a festival at night under string lights and lanterns, with a rangoli and oil lamps on the floor', 'Festival celebrations'],
  ['lunch', 'Six colleagues sharing lunch around a long table with plates of food under pendant lamps', 'Team lunch'],
  ['offsite', 'Team waving on a grassy hill beside a tent, a lake and a flag, with mountains behind', 'Team offsite'],
  ['cricket', 'Office cricket match with a batter at the crease, a bowler, fielders and a scoreboard', 'Cricket match'],
  ['whiteboard', 'Four colleagues at a whiteboard covered in sticky notes and a rising chart, one pointing', 'Whiteboard session'],
  ['learning', 'Trainer pointing at a cloud diagram on a screen under a Learning Day banner, audience seen from behind', 'Learning day'],
  ['volunteering', 'Volunteers in matching shirts planting saplings and carrying donation boxes under a Give Back banner', 'Volunteering drive'],
  ['awards', 'Award winner holding a trophy on stage under spotlights and confetti at the Awards Night', 'Awards night'],
  ['newOffice', 'Team cutting a ribbon in front of a new office building with balloons on both sides', 'New office opening'],
  ['mentoring', 'Mentor and mentee talking at a small round table with a laptop, speech bubbles and an idea icon above', 'Mentoring session'],
  ['townHall', 'Speaker on stage beside a podium and a growth chart at a Town Hall, audience seen from behind', 'Town hall'],
  ['yoga', 'Four colleagues doing a morning yoga stretch on coloured mats outdoors', 'Wellness yoga'],
  ['familyDay', 'Employees and their children at a Family Day picnic with bunting and balloons', 'Family day'],
  ['clientVisit', 'Host shaking hands with a visiting client in the office lobby under a Welcome sign', 'Client visit'],
];

const pad = (i: number) => String(i).padStart(2, '0');

const photos: LifeItem[] = rows.map(([scene, alt, caption], i) => {
  const out = `assets/images/life/photo-${pad(i + 1)}.jpg`;
  return { kind: 'life', out, size: [1600, 1067], seed: seedOf(out), life: { scene }, alt, caption };
});

const content: Item = {
  kind: 'text',
  out: 'content/why-onas/life/photos.ts',
  make: () =>
    GENERATED('life.ts') +
    `\nexport interface LifePhoto {\n  /** Path under assets/. */\n  src: string;\n  alt: string;\n  caption: string;\n}\n\n` +
    `export const lifePhotos: LifePhoto[] = [\n${photos.map((p) => `  { src: ${q(p.out.replace(/^assets\//, ''))}, alt: ${q(p.alt)}, caption: ${q(p.caption)} },`).join('\n')}\n];\n`,
};

export const life: Group = { name: 'life', items: [...photos, content] };
