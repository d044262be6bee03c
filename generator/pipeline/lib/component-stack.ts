import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * renderToString reports no component stack, so after a failure the page is rendered once more
 * with the streaming prerenderer, whose onError receives one. Returns "in Component" lines.
 */
export async function componentStackOf(element: ReactElement): Promise<string[]> {
  let stack = '';
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      onError(_error, info) {
        if (!stack && info?.componentStack) stack = info.componentStack;
      },
    });
    prelude.resume();
  } catch {
    // the error itself was already reported; we only wanted the stack
  }
  return stack
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 12)
    .map((l) => l.replace(/^at /, 'in '));
}
