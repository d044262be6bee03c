// Pure state of the hero media showcase: which slide is current, which media elements may exist,
// and why rotation is paused. The island only wires timers and DOM events to these transitions.

export type SlideKind = 'image' | 'video';

export interface ShowcaseState {
  count: number;
  index: number;
  /** The slide fading out (its media stays mounted for the cross-fade); null at start. */
  previous: number | null;
  /** The next slide's media may load: set shortly before it is due. */
  preload: boolean;
  /** Paused with the pause button (or from the start when reduced motion is preferred). */
  userPaused: boolean;
  hover: boolean;
  focus: boolean;
  hidden: boolean;
}

export type ShowcaseAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number }
  | { type: 'preload' }
  | { type: 'toggle' }
  | { type: 'userPaused' | 'hover' | 'focus' | 'hidden'; on: boolean };

export interface Timing {
  imageMs: number;
  videoMs: number;
}

/** How long before a slide is due its media starts loading. */
export const PRELOAD_LEAD_MS = 1000;

export function initialState(count: number, reducedMotion: boolean): ShowcaseState {
  return { count, index: 0, previous: null, preload: false, userPaused: reducedMotion, hover: false, focus: false, hidden: false };
}

/** True for an integer index of an existing slide. */
export function isValidIndex(count: number, index: unknown): index is number {
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < count;
}

function nextIndex(s: Pick<ShowcaseState, 'index' | 'count'>): number {
  return (s.index + 1) % s.count;
}

function prevIndex(s: Pick<ShowcaseState, 'index' | 'count'>): number {
  return (s.index - 1 + s.count) % s.count;
}

/** Sets the current slide; an invalid or unchanged index leaves the state as it is. */
export function goTo(s: ShowcaseState, index: number): ShowcaseState {
  if (!isValidIndex(s.count, index) || index === s.index) return s;
  return { ...s, previous: s.index, index, preload: false };
}

export function reducer(s: ShowcaseState, a: ShowcaseAction): ShowcaseState {
  switch (a.type) {
    case 'next':
      return goTo(s, nextIndex(s));
    case 'prev':
      return goTo(s, prevIndex(s));
    case 'goTo':
      return goTo(s, a.index);
    case 'preload':
      return s.preload ? s : { ...s, preload: true };
    case 'toggle':
      return { ...s, userPaused: !s.userPaused };
    case 'userPaused':
    case 'hover':
    case 'focus':
    case 'hidden':
      return s[a.type] === a.on ? s : { ...s, [a.type]: a.on };
  }
}

export function isPaused(s: ShowcaseState): boolean {
  return s.userPaused || s.hover || s.focus || s.hidden;
}

export function durationOf(kind: SlideKind, t: Timing): number {
  return kind === 'video' ? t.videoMs : t.imageMs;
}

/** Slides whose <img>/<video> is rendered: current, the one fading out, and the next once preloading. */
export function mountedSlides(s: ShowcaseState): Set<number> {
  const out = new Set([s.index]);
  if (s.previous !== null) out.add(s.previous);
  if (s.preload && s.count > 1) out.add(nextIndex(s));
  return out;
}
