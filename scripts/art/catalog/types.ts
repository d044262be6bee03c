// Catalog entry shapes. Every file the pipeline produces is listed as one item.
import type { SceneSpec } from '../compose/scene.ts';
import type { PortraitLook } from '../compose/portrait.ts';
import type { LifeSpec } from '../compose/life.ts';
import type { AnimSpec } from '../compose/animated.ts';

interface Base {
  /** Output path relative to the repository root. */
  out: string;
}

export interface SceneItem extends Base {
  kind: 'scene';
  size: [number, number];
  seed: number;
  scene: SceneSpec;
  /** Description for content files that list the picture. */
  alt?: string;
}

export interface PortraitItem extends Base {
  kind: 'portrait';
  size: [number, number];
  seed: number;
  look: PortraitLook;
}

export interface LifeItem extends Base {
  kind: 'life';
  size: [number, number];
  seed: number;
  life: LifeSpec;
  alt: string;
  caption: string;
}

export interface VideoItem extends Base {
  kind: 'video';
  /** Poster JPEG path. */
  poster: string;
  /** Loop position of the poster frame in [0, 1); default 0 (the first frame). */
  posterAt?: number;
  size: [number, number];
  seconds: number;
  fps: number;
  seed: number;
  /** Scene-based loop, or the scripted 'who we are' intro piece. */
  anim: AnimSpec | 'intro';
  /** Encoder rate factor (higher = smaller). */
  crf: number;
  /** Byte budget; encoding retries with a higher crf until it fits. */
  maxBytes: number;
  alt?: string;
}

/** Vector files (icons, logos, marks) built from code. */
export interface SvgItem extends Base {
  kind: 'svg';
  make: () => string;
}

/** Binary files derived from SVG (favicon.ico, apple-touch-icon.png). */
export interface BinaryItem extends Base {
  kind: 'binary';
  make: () => Promise<Buffer>;
}

/** Generated source files (content lists). Always rewritten when their text changes. */
export interface TextItem extends Base {
  kind: 'text';
  make: () => string;
}

export type Item = SceneItem | PortraitItem | LifeItem | VideoItem | SvgItem | BinaryItem | TextItem;

export interface Group {
  name: string;
  items: Item[];
}

/** Stable numeric seed from a path so entries need no hand-numbered seeds. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
