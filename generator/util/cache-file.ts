// Cache entries are written to a temporary name and then moved into place, so a reader never sees half a
// file. The temporary name is unique per write: two workers of one process (or two processes) that make the
// same entry at once must not share it, or the second move finds nothing to move.
import crypto from 'node:crypto';

export function cacheTmpPath(file: string): string {
  return `${file}.${process.pid}-${crypto.randomBytes(6).toString('hex')}.tmp`;
}
