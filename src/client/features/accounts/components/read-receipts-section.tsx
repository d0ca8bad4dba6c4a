/**
 * The 既読 section's switch in /account/settings (docs/product.md "既読"): off by default, saved at once; the
 * explanation above it says that 「既読」 shows only where both members turned it on.
 */
import { useState } from "react";
import { useSession } from "#client/lib/use-session.ts";
import { copy } from "#shared/copy.ts";
import { useReadReceiptsSetting } from "../hooks/use-read-receipts.ts";
import "./notification-settings-section.css";

const r = copy.threadMedia.readReceipts;

/** The switch of the 既読 setting, with its saved/failed status line. */
export function ReadReceiptsSection() {
  const { user } = useSession();
  const [status, setStatus] = useState("");
  const save = useReadReceiptsSetting(
    (enabled) => setStatus(r.saved(enabled)),
    () => setStatus(r.saveFailed),
  );
  if (!user) return null;
  const pending = save.isPending ? save.variables?.enabled : undefined;
  const checked = typeof pending === "boolean" ? pending : user.read_receipts;
  return (
    <div className="read-receipts-settings">
      <label className="setting-switch">
        <span className="setting-switch__label">{r.switchLabel}</span>
        <input
          type="checkbox"
          role="switch"
          className="setting-switch__input"
          aria-checked={checked}
          checked={checked}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ enabled: event.target.checked })}
        />
      </label>
      <p className="text-size-settings__status" role="status">
        {status}
      </p>
    </div>
  );
}
