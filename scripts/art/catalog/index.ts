// All catalog groups, in build order.
import type { Group } from './types.ts';
import { brand } from './brand.ts';
import { icons } from './icons.ts';

export const groups: Group[] = [brand, icons];
