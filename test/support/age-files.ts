// Makes a tree look saved a while ago: every file under `dir` (its cache and output folders aside) whose
// time is within the last `ms` gets a time `ms` in the past, its bytes untouched. The build manifest trusts
// no input changed shortly before a build began (git's "racy clean" files), so a test that wants the
// no-change exit after writing files ages them instead of waiting.
import path from 'node:path';
import fs from 'fs-extra';
import { globby } from 'globby';

export async function ageFiles(dir: string, ms = 10_000): Promise<void> {
  const then = new Date(Date.now() - ms);
  for (const rel of await globby('**/*', { cwd: dir, dot: true, ignore: ['**/.site-cache/**', '**/dist/**', '**/node_modules/**'] })) {
    const abs = path.join(dir, rel);
    const st = await fs.stat(abs);
    if (st.mtimeMs > then.getTime()) await fs.utimes(abs, then, then);
  }
}
