// Zero axe-core violations on all 32 service routes at 375 px.
import { axeSweep } from './_axe.ts';

await axeSweep(375);
