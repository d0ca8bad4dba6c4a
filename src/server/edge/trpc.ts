/**
 * The tRPC procedures of the declared operations (edge/define.ts; docs/architecture.md "Adding an operation"):
 * the gate's builder (trpc/init.ts), the path-id check, `.input()`, `.output()`, the rate limit and the handler —
 * a query for the two reads, a mutation for a change. `routerOf` turns a domain's record of declarations into
 * its router, keyed by the record's keys (each must be the last part of the declaration's name).
 */
import type { z } from "zod";
import { DEFAULT_LANGUAGE } from "#shared/language.ts";
import type { Gate } from "../auth/gates.ts";
import { AppError } from "../errors.ts";
import {
  adminProcedure,
  memberProcedure,
  publicProcedure,
  router,
  type TrpcContext,
  verifiedProcedure,
  verifiedProcedureWith,
} from "../trpc/init.ts";
import type { AnyOperation, OperationContext, OperationDefinition, OperationKind } from "./define.ts";
import { missingPathRecord } from "./path-ids.ts";
import { runOnItsDatabase } from "./read-database.ts";

/** The procedure builder of a gate (an operation with its own unverified text gets its own builder). */
function builderOf(operation: AnyOperation) {
  if (operation.gate === "verified" && operation.unverifiedMessage !== undefined) {
    return verifiedProcedureWith(operation.unverifiedMessage);
  }
  const builders = {
    public: publicProcedure,
    member: memberProcedure,
    verified: verifiedProcedure,
    admin: adminProcedure,
  } as const;
  return builders[operation.gate as Gate];
}

/** The handler's context from tRPC's: the gated viewer, the request's facts and a cookie writer. */
function contextOf(ctx: TrpcContext): OperationContext {
  return {
    db: ctx.db,
    env: ctx.env,
    replicas: ctx.replicas,
    viewer: ctx.viewer as OperationContext["viewer"],
    state: ctx,
    setCookie: (value) => ctx.resHeaders.append("Set-Cookie", value),
    language: ctx.language ?? DEFAULT_LANGUAGE,
  };
}

/**
 * The builder with the path-id check: a record id that cannot exist is the operation's 404 before the input is
 * parsed, as REST answers it for the same id in its path (edge/path-ids.ts).
 */
function checkedBuilder(operation: AnyOperation) {
  const builder = builderOf(operation);
  if (!operation.pathIds && !operation.pathKeys) return builder;
  return builder.use(async ({ getRawInput, next }) => {
    const raw = (await getRawInput()) as Record<string, unknown> | FormData | null | undefined;
    const missing = missingPathRecord(operation, (key) =>
      raw instanceof FormData ? raw.get(key) : raw?.[key],
    );
    if (missing !== null) throw AppError.notFound(missing);
    return next();
  });
}

/** The body every procedure runs: the rate limit (reserved first), then the handler. */
async function run(operation: AnyOperation, ctx: TrpcContext, input: unknown): Promise<unknown> {
  const context = contextOf(ctx);
  if (operation.rateLimit) await operation.rateLimit(context, input);
  return runOnItsDatabase(operation, context, input);
}

/** A query procedure of a read operation. */
function queryOf<I extends z.ZodType, O extends z.ZodType>(
  operation: OperationDefinition<Gate, OperationKind, I, O>,
) {
  const builder = checkedBuilder(operation);
  const typed = operation.input
    ? builder.input(operation.input)
    : (builder as unknown as ReturnType<typeof builder.input<I>>);
  return typed.output(operation.output).query(({ ctx, input }) => run(operation, ctx, input) as never);
}

/** A mutation procedure of a changing operation. */
function mutationOf<I extends z.ZodType, O extends z.ZodType>(
  operation: OperationDefinition<Gate, OperationKind, I, O>,
) {
  const builder = checkedBuilder(operation);
  const typed = operation.input
    ? builder.input(operation.input)
    : (builder as unknown as ReturnType<typeof builder.input<I>>);
  return typed.output(operation.output).mutation(({ ctx, input }) => run(operation, ctx, input) as never);
}

/**
 * The procedure types of a declaration's input and output. `Op["input"]` of the optional key carries
 * `| undefined` even when an input is declared, so that is taken off: a declared input is never optional in the
 * procedure's type (the client's `AppRouter`); no input at all is an undefined input.
 */
type MutationType<I, O extends z.ZodType> = [Exclude<I, undefined>] extends [never]
  ? ReturnType<typeof mutationOf<z.ZodUndefined, O>>
  : ReturnType<typeof mutationOf<Extract<I, z.ZodType>, O>>;
type QueryType<I, O extends z.ZodType> = [Exclude<I, undefined>] extends [never]
  ? ReturnType<typeof queryOf<z.ZodUndefined, O>>
  : ReturnType<typeof queryOf<Extract<I, z.ZodType>, O>>;

/** The procedure type of one declaration: a mutation for `mutation`, else a query. */
export type ProcedureOf<Op extends AnyOperation> = Op["kind"] extends "mutation"
  ? MutationType<Op["input"], Op["output"]>
  : QueryType<Op["input"], Op["output"]>;

/** The procedure of one declaration (typed by ProcedureOf). */
export function procedureOf<Op extends AnyOperation>(operation: Op): ProcedureOf<Op> {
  return (operation.kind === "mutation" ? mutationOf(operation) : queryOf(operation)) as ProcedureOf<Op>;
}

/** The procedures of a record of declarations (the REST-only ones, `trpc: false`, left out). */
type ProceduresOf<Ops extends Record<string, AnyOperation>> = {
  [Key in keyof Ops as Ops[Key] extends { trpc?: false } ? never : Key]: ProcedureOf<Ops[Key]>;
};

/**
 * The router of a domain's declarations: one procedure per key. @throws Error at start-up when a key is not the
 * last part of its declaration's name (the tRPC path must be the operation's name).
 */
export function routerOf<Ops extends Record<string, AnyOperation>>(domain: string, operations: Ops) {
  const procedures: Record<string, unknown> = {};
  for (const [key, operation] of Object.entries(operations)) {
    if (operation.name !== `${domain}.${key}`) {
      throw new Error(`operation ${operation.name} is declared under ${domain}.${key}`);
    }
    if (operation.trpc === false) continue;
    procedures[key] = procedureOf(operation);
  }
  return router(procedures as ProceduresOf<Ops>);
}
