// Stage "types" (`site build` with config.typecheck): waits for the type check started with the build
// (lib/typecheck.ts) and fails it, naming each file:line, when the project does not type-check.
import type { BuildContext } from '../context.ts';
import { typeErrors, type TypeCheckRun } from '../lib/typecheck.ts';

export async function checkTypes(_ctx: BuildContext, input: { types: TypeCheckRun }): Promise<void> {
  const problems = await input.types.result;
  if (problems.length) throw typeErrors(problems);
}
