import type { Doc } from '../svg.ts';

export interface MotifOpts {
  /** Animation phase in [0, 1) for looping motion; 0 for stills. */
  phase?: number;
  /** Small stylistic variant selector. */
  variant?: number;
}

/** A motif draws one subject inside the -50..50 unit box, centred on the origin. */
export type Motif = (d: Doc, o: MotifOpts) => string;
