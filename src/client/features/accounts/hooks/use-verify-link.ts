/**
 * Opens a verification link (docs/product.md §4 E-mail verification, §7 GET /api/email/verify/{id}/{hash}): the query of
 * `/email/verify?id&hash&expires&signature` is passed to the REST path. One call per link (React Query dedupes
 * it, so a re-render or StrictMode cannot turn "verified" into "already verified").
 */
import { useQuery } from "@tanstack/react-query";
import { csrfHeaders } from "#client/lib/csrf.ts";

/** The query of a verification link, or null when a parameter is missing (docs/product.md §8). */
export interface VerifyLinkParams {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

/** Reads the link parameters from a search string; null unless all four are present. */
export function verifyLinkParams(search: string): VerifyLinkParams | null {
  const query = new URLSearchParams(search);
  const id = query.get("id");
  const hash = query.get("hash");
  const expires = query.get("expires");
  const signature = query.get("signature");
  if (!id || !hash || !expires || !signature) return null;
  return { id, hash, expires, signature };
}

/** The server's answer to a link. */
export interface VerifyLinkAnswer {
  status: "verified" | "already-verified";
  message: string;
}

async function openLink(params: VerifyLinkParams): Promise<VerifyLinkAnswer> {
  const query = new URLSearchParams({ expires: params.expires, signature: params.signature });
  const url = `/api/email/verify/${encodeURIComponent(params.id)}/${encodeURIComponent(params.hash)}?${query}`;
  const response = await fetch(url, {
    credentials: "same-origin",
    headers: { Accept: "application/json", ...csrfHeaders() },
  });
  if (!response.ok) throw new Error(`verification answered ${response.status}`);
  return (await response.json()) as VerifyLinkAnswer;
}

/** The outcome of opening `params` (disabled when null). */
export function useVerifyLink(params: VerifyLinkParams | null) {
  return useQuery({
    queryKey: ["email-verify", params],
    queryFn: () => openLink(params as VerifyLinkParams),
    enabled: params !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
