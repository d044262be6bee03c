// Browser side of islands: finds <site-island> elements and hydrates each by its strategy.
// Loaded only on pages that contain islands; each island's code (and React) is a separate chunk.
import { onIdle } from './strategies/idle.ts';
import { onInteraction } from './strategies/interaction.ts';
import { onLoad } from './strategies/load.ts';
import { onMedia } from './strategies/media.ts';
import { onVisible } from './strategies/visible.ts';

/** An island's chunk: `hydrate` resolves once the island has committed and run its effects (it is live). */
type IslandModule = { hydrate: (el: Element, props: unknown, identifierPrefix: string) => Promise<void> };
type Loader = () => Promise<IslandModule>;
/** A strategy calls `run` when the island should load; the promise resolves when it is live or has failed (never rejects). */
type Strategy = (el: Element, run: () => Promise<void>) => void;

const strategies: Record<string, Strategy> = {
  load: onLoad,
  idle: onIdle,
  visible: onVisible,
  media: onMedia,
  interaction: onInteraction,
};

export function startIslands(loaders: Record<string, Loader>): void {
  for (const el of document.querySelectorAll<HTMLElement>('site-island[data-island]')) {
    const { island = '', hydrate = 'load', props = '{}', prefix = '' } = el.dataset;
    const load = loaders[island];
    const strategy = strategies[hydrate];
    if (!load || !strategy) {
      console.error(`site: no loader or strategy for island ${island} (${hydrate})`);
      continue;
    }
    let started: Promise<void> | undefined;
    strategy(el, () => {
      started ??= load()
        .then((mod) => mod.hydrate(el, JSON.parse(props), prefix))
        .then(
          () => el.setAttribute('data-hydrated', ''),
          (e) => console.error(`site: island ${island} failed to hydrate`, e),
        );
      return started;
    });
  }
}
