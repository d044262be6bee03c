import type { ComponentType } from 'react';
import { getRenderContext } from './context.ts';
import { serializeProps } from './serialize.ts';

/**
 * When an island's JavaScript loads and hydrates: at once, when the browser is idle, when scrolled near,
 * when a media query matches, or on the first interaction inside it (pointerdown, focusin, keydown or
 * input; a submit before then is held and replayed once the island is live). `{ interaction: { orAfterMs } }`
 * wakes on the first interaction too, and at the latest once the page has been open that long (then
 * when the browser is idle): for an island that must come alive by itself, but not while the page loads.
 */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction' | { media: string } | { interaction: { orAfterMs: number } };

export interface IslandProps<P> {
  /** The default export of a file in site/islands/. */
  component: ComponentType<P>;
  /** JSON-serialisable props (plain objects, arrays, strings, finite numbers, booleans, null). */
  props: P;
  hydrate: HydrationStrategy;
}

/**
 * Server-renders `component` as its own React root and marks it for hydration in the browser.
 * The element is `display: contents`, so it does not affect layout.
 */
export function Island<P extends object>({ component, props, hydrate }: IslandProps<P>) {
  const ctx = getRenderContext('<Island>');
  const name = ctx.islandNames.get(component);
  if (!name) {
    throw new Error(`<Island> on ${ctx.route} got a component that is not the default export of a file in the islands folder`);
  }
  const json = serializeProps(props, `${ctx.route}: island ${name}`);
  const prefix = `i${ctx.nextIslandId()}-`;
  ctx.usedIslands.add(name);
  // biome-ignore lint/suspicious/noExplicitAny: the island's props were checked by its own type at the call site
  const Component = component as ComponentType<any>;
  const html = ctx.renderToString(<Component {...props} />, prefix);
  const strategy = typeof hydrate === 'string' ? hydrate : 'media' in hydrate ? 'media' : 'interaction';
  const media = typeof hydrate === 'object' && 'media' in hydrate ? hydrate.media : undefined;
  const afterMs = typeof hydrate === 'object' && 'interaction' in hydrate ? hydrate.interaction.orAfterMs : undefined;
  if (afterMs !== undefined && !(Number.isFinite(afterMs) && afterMs >= 0)) {
    throw new Error(`<Island> on ${ctx.route}: island ${name} has hydrate.interaction.orAfterMs ${afterMs}; give a number of milliseconds ≥ 0`);
  }
  return (
    <site-island
      data-island={name}
      data-hydrate={strategy}
      data-media={media}
      data-after-ms={afterMs}
      data-prefix={prefix}
      data-props={json}
      style={{ display: 'contents' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server render of the island, not user input
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string;
        'data-hydrate': string;
        'data-media'?: string;
        'data-after-ms'?: number;
        'data-prefix': string;
        'data-props': string;
      };
    }
  }
}
