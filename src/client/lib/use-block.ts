/**
 * safety.block / safety.unblock (docs/product.md §12 Blocking), shared by the block button of profiles and threads:
 * each refreshes exactly what a block changes, both ways (cache-effects.ts `blocksChanged`, in the background, so
 * the button is free again at once).
 */
import { useCacheEffects } from "./cache-effects.ts";
import { trpc } from "./trpc.ts";

/** safety.block `{user_id}`. */
export function useBlock() {
  const effects = useCacheEffects();
  return trpc.safety.block.useMutation({
    onSuccess: (answer) => void effects.blocksChanged(answer.user_id),
  });
}

/** safety.unblock `{user_id}`. */
export function useUnblock() {
  const effects = useCacheEffects();
  return trpc.safety.unblock.useMutation({
    onSuccess: (answer) => void effects.blocksChanged(answer.user_id),
  });
}
