/**
 * 運営者情報 (docs/product.md §2 Help and operator; GET /api/operator): who runs the board, from the configuration
 * (OPERATOR_NAME, OPERATOR_EMAIL, OPERATOR_ADDRESS; docs/operations.md "Configuration").
 */
import { helpCopy } from "#shared/copy/help.ts";
import type { OperatorView } from "#shared/schemas/contact.ts";
import type { AppEnv } from "../../env.ts";

/**
 * The operator as configured in `env`: the name (helpCopy.operator.defaultOperatorName when unset), the e-mail
 * and the address (null when unset: not published). Throws nothing.
 */
export function operatorOf(env: AppEnv): OperatorView {
  return {
    name: env.operator?.name ?? helpCopy.operator.defaultOperatorName,
    email: env.operator?.email ?? null,
    address: env.operator?.address ?? null,
  };
}
