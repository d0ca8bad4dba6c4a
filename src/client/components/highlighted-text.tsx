/** Text with the keyword's matches wrapped in <mark> (docs/product.md §2 search-term highlight), never as raw HTML. */
import { Fragment, useMemo } from "react";
import { highlight } from "#shared/snippet.ts";

/**
 * `text` with every NFKC/case-insensitive occurrence of each word of `keyword` in <mark> (docs/product.md §2
 * highlight); plain text otherwise, never HTML.
 */
export function HighlightedText({ text, keyword }: { text: string; keyword?: string | undefined }) {
  const pieces = useMemo(() => {
    let offset = 0;
    return highlight(text, keyword).map((segment) => {
      const piece = { ...segment, start: offset };
      offset += segment.text.length;
      return piece;
    });
  }, [text, keyword]);
  return (
    <>
      {pieces.map((piece) =>
        piece.match ? (
          <mark key={piece.start}>{piece.text}</mark>
        ) : (
          <Fragment key={piece.start}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
