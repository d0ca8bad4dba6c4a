/**
 * ブロック / ブロックを解除 (docs/product.md §12 Blocking), on a profile and a thread: asks for confirmation
 * before blocking, then sends safety.block or safety.unblock (lib/use-block.ts refreshes what a block changes).
 * Hidden for visitors and on one's own profile.
 */
import { useFlash } from "#client/components/flash-message.tsx";
import { confirmAction } from "#client/lib/confirm.ts";
import { trpc } from "#client/lib/trpc.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useBlock, useUnblock } from "#client/lib/use-block.ts";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import "./safety.css";

const b = copy.safety.block;

interface BlockButtonProps {
  userId: number;
  name: string;
  className?: string;
  /**
   * The member is shown, so not blocked either way (a comment in a list): no status query per row; the button
   * only blocks.
   */
  knownUnblocked?: boolean;
}

/** The block toggle for member `userId` named `name`. */
export function BlockButton({ userId, name, className, knownUnblocked = false }: BlockButtonProps) {
  const { user } = useSession();
  const { show } = useFlash();
  const enabled = user !== null && user.id !== userId;
  const status = trpc.safety.blockStatus.useQuery(
    { user_id: userId },
    { enabled: enabled && !knownUnblocked },
  );
  const block = useBlock();
  const unblock = useUnblock();
  if (!enabled || (!knownUnblocked && !status.data)) return null;
  const blocked = knownUnblocked ? false : (status.data?.is_blocked ?? false);

  async function toggle(): Promise<void> {
    try {
      if (blocked) {
        await unblock.mutateAsync({ user_id: userId });
        show(b.undone);
      } else {
        if (!confirmAction(b.confirm(name))) return;
        await block.mutateAsync({ user_id: userId });
        show(b.done);
      }
    } catch (failure) {
      show(serverMessageOf(failure) ?? b.failed, "error");
    }
  }

  return (
    <button
      type="button"
      className={`block-button${blocked ? " block-button--on" : ""}${className ? ` ${className}` : ""}`}
      onClick={() => void toggle()}
      disabled={block.isPending || unblock.isPending}
    >
      {blocked ? b.unblock : b.button}
    </button>
  );
}
