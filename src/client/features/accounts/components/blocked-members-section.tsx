/**
 * ブロックしたユーザー in account settings (docs/product.md §2 Account settings, §12 Blocking): the members I
 * blocked, newest first (safety.blocks, 20 a page), each with a link to the profile, when it was blocked and 解除
 * (safety.unblock through lib/use-block.ts, which refreshes the list and everything a block changed).
 */
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { useFlash } from "#client/components/flash-message.tsx";
import { FailureState, LoadingState } from "#client/components/status-message.tsx";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { useUnblock } from "#client/lib/use-block.ts";
import { copy } from "#shared/copy.ts";
import { formatDateJa } from "#shared/dates.ts";
import { paths } from "#shared/paths.ts";
import type { BlockedUser } from "#shared/schemas/safety.ts";
import "./blocked-members-section.css";

const b = copy.safety.block;

/** One blocked member: avatar and name (to the profile), the date, and 解除. */
function BlockedRow({ member }: { member: BlockedUser }) {
  const { show } = useFlash();
  const unblock = useUnblock();

  async function lift(): Promise<void> {
    try {
      await unblock.mutateAsync({ user_id: member.id });
      show(b.undone);
    } catch (failure) {
      show(serverMessageOf(failure) ?? b.failed, "error");
    }
  }

  return (
    <li className="blocked-list__item">
      <UserAvatar name={member.name} url={member.avatar_url} size={40} />
      <div className="blocked-list__who">
        <Link href={paths.profile(member.id)} className="blocked-list__name">
          {member.name}
        </Link>
        <span className="blocked-list__date">{b.blockedOn(formatDateJa(new Date(member.blocked_at)))}</span>
      </div>
      <button
        type="button"
        className="button button--outline blocked-list__lift"
        aria-label={b.liftLabel(member.name)}
        onClick={() => void lift()}
        disabled={unblock.isPending}
      >
        {b.lift}
      </button>
    </li>
  );
}

/** The block list of account settings, with page steps when there are more than 20. */
export function BlockedMembersSection() {
  const [page, setPage] = useState(1);
  const list = trpc.safety.blocks.useQuery({ page });
  const emptyPage = list.data?.data.length === 0;
  const lastPage = list.data?.meta.last_page ?? 1;
  // The last member of a later page lifted: step back to the last page that has members.
  useEffect(() => {
    if (emptyPage && page > 1) setPage(Math.max(1, Math.min(page - 1, lastPage)));
  }, [emptyPage, page, lastPage]);
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <FailureState message={b.listFailed} />;
  const { data, meta } = list.data;
  if (data.length === 0) return <p className="blocked-list__empty">{b.empty}</p>;
  return (
    <>
      <ul className="blocked-list">
        {data.map((member) => (
          <BlockedRow key={member.id} member={member} />
        ))}
      </ul>
      {meta.last_page > 1 ? (
        <nav className="blocked-list__pages" aria-label={copy.pagination.label}>
          <button
            type="button"
            className="button button--ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {copy.pagination.previous}
          </button>
          <span>{copy.pagination.page(page)}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= meta.last_page}
            onClick={() => setPage(page + 1)}
          >
            {copy.pagination.next}
          </button>
        </nav>
      ) : null}
    </>
  );
}
