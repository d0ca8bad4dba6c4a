/**
 * The public board at the top of home (docs/product.md §2 Home, §3 Public message): the newest messages (sender name,
 * ゲスト when missing; the list scrolls within about 20rem) and the post form.
 */

import { EmptyState, FailureState, LoadingState } from "#client/components/status-message.tsx";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { copy } from "#shared/copy.ts";
import { relativeJa } from "#shared/dates.ts";
import { usePublicMessages } from "../hooks/use-public-messages.ts";
import { PublicBoardForm } from "./public-board-form.tsx";
import "../board.css";
import { ReportButton } from "#client/components/report-button.tsx";

/** The public board section of home (docs/product.md §2 Home): the newest messages and the post form. */
export function PublicBoardSection() {
  const list = usePublicMessages();
  const now = new Date();
  return (
    <section className="section board" aria-labelledby="board-heading" id="board">
      <div className="section__head">
        <h2 id="board-heading" className="section__title">
          {copy.home.publicBoardHeading}
        </h2>
      </div>
      <div className="board__card">
        <p className="board__lead">{copy.board.lead}</p>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError && !list.data ? (
          <FailureState message={copy.board.loadFailed} />
        ) : list.data && list.data.data.length > 0 ? (
          <ol className="board__list" aria-label={copy.board.listLabel}>
            {list.data.data.map((message) => {
              const name = message.sender?.name ?? copy.board.guest;
              return (
                <li key={message.id} className="board__item">
                  <UserAvatar name={name} url={message.sender?.avatar_url ?? null} size={32} />
                  <div className="board__item-main">
                    <p className="board__meta">
                      <span className="board__sender">{name}</span>
                      <time dateTime={message.created_at} className="board__time">
                        {relativeJa(new Date(message.created_at), now)}
                      </time>
                      <ReportButton
                        targetType="public_message"
                        targetId={message.id}
                        authorId={message.sender?.id ?? null}
                      />
                    </p>
                    <p className="board__body">{message.body}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        ) : (
          <EmptyState message={copy.empty.publicMessages} />
        )}
        <PublicBoardForm />
      </div>
    </section>
  );
}
