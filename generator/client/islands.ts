// Browser side of islands: finds <site-island> elements and hydrates each by its strategy.
// Loaded only on pages that contain islands; each island's code (and React) is a separate chunk.
import { onIdle } from './strategies/idle.ts';
import { onLoad } from './strategies/load.ts';
import { onMedia } from './strategies/media.ts';
import { onVisible } from './strategies/visible.ts';

type IslandModule = { hydrate: (el: Element, props: unknown, identifierPrefix: string) => void };
type Loader = () => Promise<IslandModule>;

const strategies: Record<string, (el: Element, run: () => void) => void> = {
  load: onLoad,
  idle: onIdle,
  visible: onVisible,
  media: onMedia,
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
    strategy(el, () => {
      load()
        .then((mod) => {
          mod.hydrate(el, JSON.parse(props), prefix);
          el.setAttribute('data-hydrated', '');
        })
        .catch((e) => console.error(`site: island ${island} failed to hydrate`, e));
    });
  }
}
