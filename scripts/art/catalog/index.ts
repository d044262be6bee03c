// All catalog groups, in build order. `--only <name>` selects groups by these names.
import type { Group } from './types.ts';
import { brand } from './brand.ts';
import { icons } from './icons.ts';
import { home } from './home.ts';
import { testimonials } from './testimonials.ts';
import { services } from './services.ts';
import { grc } from './grc.ts';
import { genai } from './genai.ts';
import { industries } from './industries.ts';
import { company } from './company.ts';
import { life } from './life.ts';
import { staffing } from './staffing.ts';
import { hero } from './hero.ts';
import { resources } from './resources.ts';

export const groups: Group[] = [brand, icons, home, testimonials, services, grc, genai, industries, company, life, staffing, hero, resources];
