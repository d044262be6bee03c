// Zero axe-core violations on all 32 service routes at 1280 px.
import { axeSweep } from './_axe.ts';

await axeSweep(1280);
