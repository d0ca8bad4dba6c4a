/** `value`, updated only after it has stayed the same for `delayMs` (docs/product.md §9 suggest and tag-search debounce). */
import { useEffect, useState } from "react";

/** `value` once it has not changed for `delayMs` milliseconds (the previous value until then). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
