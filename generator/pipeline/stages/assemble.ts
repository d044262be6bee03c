// Stage "assemble": the output files from what the earlier stages made — each page's CSS (its
// modules' rules plus its hoisted inline styles, see page-css.ts), files esbuild emitted, fixed and
// published assets, encoded image variants, the client bundle and the endpoints' files.
import { fixedAssets, type AssetRegistry } from '../lib/assets.ts';
import type { ClientBundle } from './bundle-client.ts';
import type { ServerBundle } from './bundle-server.ts';
import type { BuildContext } from '../context.ts';
import type { EndpointFile } from './endpoints.ts';
import { combineHoisted } from '../lib/inline-styles.ts';
import type { RenderedPage } from './render.ts';
import type { OutputFile } from './write.ts';
import { planPageCss, type PageCss } from '../lib/page-css.ts';
import { sha256 } from '../../util/hash.ts';
import { gzipSync } from 'node:zlib';

export interface AssembleInput {
  rendered: RenderedPage[];
  server: ServerBundle;
  client: ClientBundle;
  assets: AssetRegistry;
  encoded: Map<string, string>;
  endpoints: EndpointFile[];
}

export interface Assembled {
  files: Map<string, OutputFile>;
  /** Each page's stylesheets and inline CSS, in the order of `rendered`. */
  css: PageCss[];
  /** Problems found while hoisting (reported with the output checks). */
  problems: string[];
  /** Output names of the fixed assets (favicon.ico, icon.svg...). */
  fixedNames: Set<string>;
}

export async function assembleOutput(ctx: BuildContext, input: AssembleInput): Promise<Assembled> {
  const { rendered, server, client, assets, encoded, endpoints } = input;
  const files = new Map<string, OutputFile>();
  // Each page's style attributes became classes as it was rendered (stages/render.ts).
  const hoisted = combineHoisted(rendered.map((page) => page.styles));
  const plan = planPageCss({
    parts: server.cssParts,
    pageParts: rendered.map((p) => server.cssOfRoute.get(p.route.absFile) ?? []),
    extra: hoisted.pageCss,
    // Serve links every part, so that a style edit changes only .css files and pages swap them in place.
    inlineBelow: ctx.session.incremental ? 0 : ctx.config.inlineCssBelow,
    gzipSize: (text) => ctx.session.gzipSizes.get(text, (t) => gzipSync(t).length),
    hashOf: (text) => ctx.session.cssHashes.get(text, sha256),
  });
  for (const [name, content] of plan.files) files.set(name, { content });
  // The project's own files (what modules import, the assets folder) are copied: a link would let an edit of
  // the output in place (an image optimiser run over dist/) change the source. The cache's files are linked.
  for (const e of server.emitted) files.set(e.publicPath.slice(1), { copyFrom: e.abs, copy: true });
  const fixed = await fixedAssets(ctx.config.abs(ctx.config.assetsDir));
  for (const f of fixed) files.set(f.out, { copyFrom: f.from, copy: true });
  for (const f of assets.published.values()) files.set(f.out, { copyFrom: f.from, copy: true });
  for (const [out, from] of encoded) files.set(out, { copyFrom: from });
  for (const [out, from] of client.files) files.set(out, { copyFrom: from });
  for (const e of endpoints) files.set(e.route.outFile, { content: e.content });
  return { files, css: plan.pages, problems: hoisted.problems, fixedNames: new Set(fixed.map((f) => f.out)) };
}
