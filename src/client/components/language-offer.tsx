/**
 * The first visit's offer of the browser's language (docs/product.md "Languages"): on a Japanese page opened by a
 * browser that asks for English first, a short notice in English under the header with 「Read in English」 and
 * 「日本語のまま使う」. Either answer is kept on this device and the offer does not come back; it never switches by
 * itself, so a Japanese reader on an English browser keeps the board as it was.
 */
import { useState } from "react";
import { declineOffer } from "#client/lib/language.ts";
import { useLanguage } from "#client/lib/use-language.ts";
import { copy } from "#shared/copy.ts";
import type { Language } from "#shared/language.ts";
import "./language-offer.css";

/** The notice offering `language` (only English exists to offer). */
export default function LanguageOffer({ language }: { language: Language }) {
  const [answered, setAnswered] = useState(false);
  const { choose } = useLanguage();
  if (answered) return null;
  const offer = copy.language.offer;
  return (
    <section className="language-offer" lang={language} aria-label={offer.label}>
      <p className="language-offer__text">{offer.text}</p>
      <div className="language-offer__actions">
        <button type="button" className="button button--primary" onClick={() => choose(language)}>
          {offer.accept}
        </button>
        <button
          type="button"
          className="button button--outline"
          lang="ja"
          onClick={() => {
            declineOffer();
            setAnswered(true);
          }}
        >
          {offer.keep}
        </button>
      </div>
    </section>
  );
}
