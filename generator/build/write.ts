// Writes the output folder. Remembers what the previous build wrote (in serve mode) so unchanged
// files are not rewritten and files no longer produced are removed.
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'fs-extra';

export type OutputFile = { content: string | Buffer } | { copyFrom: string };

export interface WriteState {
  /** Output path → content signature written last time. */
  written: Map<string, string>;
}

export function createWriteState(): WriteState {
  return { written: new Map() };
}

function signature(file: OutputFile): string {
  if ('copyFrom' in file) {
    const st = fs.statSync(file.copyFrom);
    return `copy:${file.copyFrom}:${st.size}:${st.mtimeMs}`;
  }
  return `sha1:${crypto.createHash('sha1').update(file.content).digest('hex')}`;
}

export async function writeOutput(outDir: string, files: Map<string, OutputFile>, state: WriteState, clean: boolean): Promise<{ written: number; unchanged: number; removed: number }> {
  if (clean) {
    await fs.emptyDir(outDir);
    state.written.clear();
  }
  let written = 0;
  let unchanged = 0;
  let removed = 0;
  const next = new Map<string, string>();
  await Promise.all(
    [...files].map(async ([rel, file]) => {
      const sig = signature(file);
      next.set(rel, sig);
      if (state.written.get(rel) === sig) {
        unchanged++;
        return;
      }
      const dest = path.join(outDir, rel);
      await fs.ensureDir(path.dirname(dest));
      if ('copyFrom' in file) {
        await fs.remove(dest);
        // Hard links make copying cached images free; fall back to a copy across devices.
        await fs.link(file.copyFrom, dest).catch(() => fs.copyFile(file.copyFrom, dest));
      } else {
        await fs.writeFile(dest, file.content);
      }
      written++;
    }),
  );
  for (const rel of state.written.keys()) {
    if (!next.has(rel)) {
      await fs.remove(path.join(outDir, rel));
      removed++;
    }
  }
  state.written = next;
  return { written, unchanged, removed };
}
