// A test process stopped by a signal (Ctrl-C, `timeout`, a CI time limit) never reaches 'exit', where the
// servers it started are stopped (process-group.ts, test/api/db-server.ts, pgbouncer.ts, clamd-server.ts):
// they would outlive it. Imported by each of those, this turns SIGINT, SIGTERM and SIGHUP into an exit
// with the signal's usual code, so the 'exit' handlers run. A second signal acts as usual (at once).
const SIGNALS = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;
const installed = Symbol.for('onas.test.exitOnSignal');
const state = globalThis as { [installed]?: boolean };
if (!state[installed]) {
  state[installed] = true;
  for (const [signal, code] of Object.entries(SIGNALS)) process.once(signal, () => process.exit(code));
}
