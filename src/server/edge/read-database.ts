/**
 * Which database an operation's handler works on (docs/operations.md "Read replicas",
 * docs/decisions/030-read-replicas.md), decided once here for both transports by the operation's declared kind:
 * - `public-read` (what anyone may see, where a moment's lag harms nobody): a healthy replica that has replayed
 *   the viewer's last write, else the primary;
 * - `mutation` by a member: the primary, and afterwards the member's write position is recorded, so that any
 *   instance keeps that member's public reads on the primary until a replica has the write;
 * - `private-read` (the member's own threads, notifications, settings): the primary.
 * Without replicas (the embedded board, one PostgreSQL) every handler gets the primary and nothing is recorded.
 */
import { recordWrite } from "../db/replicas.ts";
import { logger } from "../logger.ts";
import type { AnyOperation, OperationContext } from "./define.ts";

/**
 * Runs `operation`'s handler with `context` (its rate limit already taken on the primary) on the database its
 * kind reads (see the module comment). Returns the handler's answer; throws what the handler throws.
 */
export async function runOnItsDatabase(
  operation: AnyOperation,
  context: OperationContext,
  input: unknown,
): Promise<unknown> {
  const { replicas, viewer } = context;
  if (!replicas) return operation.handler(context, input);
  if (operation.kind === "public-read") {
    const replica = replicas.pick(viewer?.writePosition ?? null);
    return operation.handler(replica ? { ...context, db: replica } : context, input);
  }
  if (operation.kind !== "mutation" || !viewer) return operation.handler(context, input);
  try {
    return await operation.handler(context, input);
  } finally {
    // Also after a refusal: part of the work may have committed before it.
    await recordWrite(context.db, viewer.id).catch((error: unknown) =>
      logger.warn({ err: error, userId: viewer.id }, "write position not recorded"),
    );
  }
}
