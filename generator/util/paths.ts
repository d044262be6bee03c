import path from 'node:path';

/** Whether `file` is `dir` or lies under it (absolute paths). */
export const isInside = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);
