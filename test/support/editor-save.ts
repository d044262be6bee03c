// Saves a file the way an editor does, with a modification time one second on from the last save, so a
// cache keyed by size and time sees every save as a change even within one second.
import path from 'node:path';
import fs from 'fs-extra';

/** A save function for files under `dir`. */
export function editorSaves(dir: string): (name: string, text: string) => void {
  let clock = Date.now() / 1000;
  return (name, text) => {
    const file = path.join(dir, name);
    fs.outputFileSync(file, text);
    clock += 1;
    fs.utimesSync(file, clock, clock);
  };
}
