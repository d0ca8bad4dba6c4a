/**
 * What the lists already know about a request (docs/product.md #phone-first-first-screen): opening a request from
 * a list shows its title, author and the start of its text at once while the detail loads. Reads the cached
 * answers of every posts.* list query (the newest list, a category or tag list, recommended, nearby) — nothing is
 * fetched.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { PostView } from "#shared/schemas/posts.ts";

function isPostList(value: unknown): value is { data: PostView[] } {
  return typeof value === "object" && value !== null && Array.isArray((value as { data?: unknown }).data);
}

/** The post `id` as a cached list shows it, or undefined (read once, when the page opens). */
export function useKnownListPost(id: number): PostView | undefined {
  const queryClient = useQueryClient();
  const [known] = useState(() => {
    // tRPC's query keys start with the procedure path: [["posts", "list"], {input, type}].
    for (const [, answer] of queryClient.getQueriesData({ queryKey: [["posts"]] })) {
      if (!isPostList(answer)) continue;
      const post = answer.data.find((item) => item?.id === id);
      if (post) return post;
    }
    return undefined;
  });
  return known;
}
