// The call planner (PostgREST.Plan.CallPlan): which function an /rpc request means (routines.ts), the
// arguments it is given, whether it may write, and the read over its result: the rows of the table it
// returns (embeddable like the table's own), its row type's columns, or its scalar, which takes no
// select, filter or order.
import type { Column, Routine } from './catalog.ts';
import { maxAffectedRpcViolation, notServed } from './errors.ts';
import { type PlanContext, type ReadNode, planRead } from './plan.ts';
import type { Preferences } from './preferences.ts';
import type { CallArgs, CallPayload, QueryParts } from './request.ts';
import { findRoutine } from './routines.ts';

/** How a function's result is answered: its rows, its one row, its value, or its set of values. */
export type ResultShape = 'rows' | 'composite' | 'scalar' | 'setof-scalar';

export type CallPlan = {
  routine: Routine;
  args: CallArgs;
  /** Through GET and HEAD, and for a function that is not volatile: a volatile one then fails with 25006 (405). */
  readOnly: boolean;
} & ({ shape: 'void' } | { shape: ResultShape; root: ReadNode });

export function planCall(
  ctx: PlanContext,
  input: { name: string; payload: CallPayload; parts: QueryParts; readMethod: boolean; prefs: Preferences },
): CallPlan {
  const { payload, prefs } = input;
  const match = findRoutine(ctx.catalog, {
    schema: ctx.schema,
    name: input.name,
    given: payload.given,
    format: payload.format,
    singleObject: prefs.params === 'single-object',
  });
  const { routine } = match;
  const args: CallArgs =
    match.wholeBody && payload.args.kind === 'json'
      ? { kind: 'single', value: payload.args.text }
      : payload.args;
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && !routine.returnsSet)
    throw maxAffectedRpcViolation();
  const readOnly = input.readMethod || routine.volatility !== 'v';
  const shape = resultShape(routine);
  if (shape === 'void') return { routine, args, readOnly, shape };
  return { routine, args, readOnly, shape, root: resultRoot(ctx, routine, input.parts, shape) };
}

function resultShape(routine: Routine): ResultShape | 'void' {
  if (routine.returnsVoid) return 'void';
  if (routine.returnsComposite) return routine.returnsSet ? 'rows' : 'composite';
  return routine.returnsSet ? 'setof-scalar' : 'scalar';
}

/** The read over a function's result: the rows of its table (embeddable), its row type, or its scalar. */
function resultRoot(ctx: PlanContext, routine: Routine, parts: QueryParts, shape: ResultShape): ReadNode {
  const { catalog, schema } = ctx;
  const table = routine.returnTable && catalog.table(routine.returnTable.schema, routine.returnTable.name);
  if (shape === 'scalar' || shape === 'setof-scalar') {
    const scalar = new Map<string, Column>([
      [
        'pgrst_scalar',
        {
          name: 'pgrst_scalar',
          type: routine.returnType,
          baseType: routine.returnType,
          nullable: true,
          default: null,
        },
      ],
    ]);
    if (parts.select !== '*' || parts.filters.length || parts.logic.length || parts.orders.length) {
      const offending =
        parts.select !== '*' ? parts.select : (parts.filters[0] ?? parts.logic[0] ?? parts.orders[0])![0];
      throw notServed(
        `select, filters or order on the result of ${routine.schema}.${routine.name}, which returns a scalar (${offending})`,
        'Return a table, a row type or SETOF rows to shape the result.',
      );
    }
    const relation = { schema, name: routine.name };
    const source = { kind: 'cte', rowType: undefined } as const;
    return planRead(
      ctx,
      { relation, columns: scalar, computed: new Map(), source, origin: routine.name },
      { parts, capRows: true },
    );
  }
  return planRead(
    ctx,
    {
      relation: routine.returnTable ?? { schema, name: routine.name },
      columns: table ? table.columns : routine.returnColumns,
      computed: table ? table.computed : new Map(),
      source: { kind: 'cte', rowType: table ? routine.returnTable : undefined },
      origin: routine.returnTable?.name ?? routine.name,
    },
    { parts, capRows: true },
  );
}
