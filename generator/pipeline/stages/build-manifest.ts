// Stage "manifest" (full builds): the build manifest (lib/build-manifest.ts), what each page read and
// wrote and every input and output file, so the next `site build` can prove nothing changed.
import path from 'node:path';
import type { BuildContext } from '../context.ts';
import type { AssetRegistry } from '../lib/assets.ts';
import { writeManifest } from '../lib/build-manifest.ts';
import type { ImageRegistry } from '../lib/images.ts';
import { importClosure } from '../lib/import-graph.ts';
import type { ServerBundle } from './bundle-server.ts';
import type { RenderedPage } from './render.ts';

export interface BuildManifestInput {
  rendered: RenderedPage[];
  server: ServerBundle;
  assets: AssetRegistry;
  images: ImageRegistry;
  dataDirs: Set<string>;
}

export function writeBuildManifest(ctx: BuildContext, input: BuildManifestInput): void {
  const { config } = ctx;
  const { rendered, server, assets, images, dataDirs } = input;
  // Output files by the source they come from: published asset copies and image variants.
  const outsOf = new Map<string, string[]>();
  const add = (from: string, out: string) => outsOf.set(from, [...(outsOf.get(from) ?? []), out]);
  for (const f of assets.published.values()) add(f.from, f.out);
  for (const v of images.variants.values()) add(v.source.abs, v.out);
  const producedBy = (r: RenderedPage) => {
    const html = r.route.url.endsWith('/') ? `${r.route.url.slice(1)}index.html` : r.route.url.slice(1);
    return [html, ...r.assets.flatMap((a) => outsOf.get(a) ?? [])].sort();
  };
  // One closure per route file: every page of a route imports the same modules.
  const closures = new Map<string, Set<string>>();
  const closureOf = (file: string) => closures.get(file) ?? closures.set(file, importClosure(file, server.imports)).get(file)!;
  writeManifest(config, ctx, {
    pages: rendered.map((r) => ({
      url: r.route.url,
      route: r.route.absFile,
      modules: closureOf(r.route.absFile),
      content: r.sources.map((f) => path.resolve(config.root, f)),
      assets: r.assets,
      outputs: producedBy(r),
    })),
    inputs: server.inputs,
    dataDirs: [...dataDirs].map((d) => path.resolve(config.root, d)),
    startedAt: ctx.startedAt,
  });
}
