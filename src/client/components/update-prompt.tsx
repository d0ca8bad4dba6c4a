/**
 * 「新しいバージョンがあります」 (docs/product.md #phone-first-installable): shown when a new build's service worker
 * is waiting; 「更新する」 activates it and reloads, 「あとで」 hides the prompt until the next version.
 */
import { dismissUpdate, useWaitingUpdate } from "#client/lib/update-state.ts";
import { copy } from "#shared/copy.ts";

/** The update prompt, or nothing while no new version waits. */
export function UpdatePrompt() {
  const apply = useWaitingUpdate();
  if (!apply) return null;
  const text = copy.phone.pwa;
  return (
    <div className="update-prompt" role="status">
      <p className="update-prompt__text">{text.updateAvailable}</p>
      <button type="button" className="button button--primary button--small" onClick={() => void apply()}>
        {text.updateNow}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={dismissUpdate}>
        {text.later}
      </button>
    </div>
  );
}
