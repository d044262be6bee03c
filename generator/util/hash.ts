import crypto from 'node:crypto';
import fs from 'fs-extra';

/** Hex SHA-1 of a string or bytes: cache keys and change detection, not security. */
export const sha1 = (data: string | Buffer) => crypto.createHash('sha1').update(data).digest('hex');

/** SHA-1 of a file's content; a missing file hashes like an empty one (it reads as "changed"). */
export const fileSha1 = async (file: string) => sha1(await fs.readFile(file).catch(() => Buffer.alloc(0)));
