// Heap bytes in use after a full garbage collection, for the tests that bound what the build keeps.
// Asserting on these bytes is deterministic enough for CI; timings are not (npm run bench has those).
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** The heap in use once two full collections have run (the second frees what the first's finalizers let go). */
export function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
