/**
 * accounts.resendVerification (docs/product.md §7 POST /api/email/verification-notification): at most 6 a minute.
 * The answer's message is shown on success; any failure asks to retry later (docs/product.md §8).
 */

import { trpc } from "#client/lib/trpc.ts";
import { copy } from "#shared/copy.ts";

/** accounts.resendVerification with the message to show (docs/product.md §4 E-mail verification, §8). */
export function useResendVerification() {
  const utils = trpc.useUtils();
  const resend = trpc.accounts.resendVerification.useMutation({
    onSuccess: async (answer) => {
      if (answer.status === "already-verified") await utils.accounts.me.invalidate();
    },
  });
  let message: { tone: "success" | "error"; text: string } | null = null;
  if (resend.isSuccess) message = { tone: "success", text: resend.data.message };
  else if (resend.isError) message = { tone: "error", text: copy.emailVerify.resendFailed };
  return { resend, message };
}
