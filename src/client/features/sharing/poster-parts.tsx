/**
 * The pieces both posters share (docs/product.md "Sharing and posters" #sharing-posters): the toolbar with
 * 「印刷する」 (window.print) and the way back, hidden in print, and the reward as the request says it.
 */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ChevronLeftIcon, PrinterIcon } from "#client/components/icons.tsx";
import { sharingCopy } from "#shared/copy/sharing.ts";
import { copy } from "#shared/copy.ts";
import type { PostView } from "#shared/schemas/posts.ts";
import "./poster.css";

/** 謝礼 3,000円, お礼の品 or 無償: the reward as the post page says it (docs/product.md §10). */
export function rewardText(post: Pick<PostView, "reward_type" | "reward_label" | "reward_amount">): string {
  return post.reward_type === "money" && post.reward_amount !== null
    ? `${post.reward_label} ${copy.requests.ui.yen(post.reward_amount)}`
    : post.reward_label;
}

/** The screen-only bar above a poster: back to `backHref`, 「印刷する」 and the A4 hint. */
export function PosterToolbar({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  return (
    <div className="poster-toolbar">
      <Link href={backHref} className="button button--ghost">
        <ChevronLeftIcon size={18} />
        {backLabel}
      </Link>
      <button type="button" className="button button--primary" onClick={() => window.print()}>
        <PrinterIcon size={18} />
        {sharingCopy.print}
      </button>
      <p className="poster-toolbar__hint">{sharingCopy.printHint}</p>
    </div>
  );
}

/** A poster page: the toolbar and one A4 sheet (`children`), whose size print.css keeps to exactly one page. */
export function PosterPage({ toolbar, children }: { toolbar: ReactNode; children: ReactNode }) {
  return (
    <div className="poster-page">
      {toolbar}
      {children}
    </div>
  );
}
