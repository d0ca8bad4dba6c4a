/**
 * The notification e-mail section of /account/settings (docs/product.md §11 E-mail): for each kind, immediate,
 * daily or off, and whether it is pushed to subscribed browsers; the JST hour of the daily digest; thread messages left unread for 15 minutes. Saved with one
 * button (PUT /api/notification-settings through notifications.updateSettings). The unsubscribe and
 * preferences links of every mail lead here (#notification-settings).
 */
import { type FormEvent, useEffect, useState } from "react";
import { useFlash } from "#client/components/flash-message.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import {
  EMAIL_MODES,
  type EmailMode,
  NOTIFICATION_TYPES,
  type NotificationSettings,
} from "#shared/schemas/notifications.ts";
import { useUpdateNotificationSettings } from "../hooks/use-update-notification-settings.ts";
import "./notification-settings-section.css";

const s = copy.notifications.settings;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The section's form. */
export function NotificationSettingsSection() {
  const { show } = useFlash();
  const current = trpc.notifications.settings.useQuery();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  useEffect(() => {
    if (current.data && draft === null) setDraft(current.data);
  }, [current.data, draft]);
  const save = useUpdateNotificationSettings();
  if (!draft) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        show(s.saved, "success");
      },
      onError: (error) => show(serverMessageOf(error) ?? copy.errors.generic, "error"),
    });
  };
  return (
    <form className="notification-settings" onSubmit={submit} id="notification-settings">
      <table className="notification-settings__table">
        <thead>
          <tr>
            <th scope="col">{s.email}</th>
            {EMAIL_MODES.map((mode) => (
              <th key={mode} scope="col">
                {s.modes[mode]}
              </th>
            ))}
            <th scope="col">{s.push}</th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TYPES.map((kind) => (
            <tr key={kind}>
              <th scope="row">{s.kindLabels[kind]}</th>
              {EMAIL_MODES.map((mode: EmailMode) => (
                <td key={mode}>
                  <input
                    type="radio"
                    name={`email-${kind}`}
                    value={mode}
                    aria-label={`${s.kindLabels[kind]}：${s.modes[mode]}`}
                    checked={draft.email[kind] === mode}
                    onChange={() => setDraft({ ...draft, email: { ...draft.email, [kind]: mode } })}
                  />
                </td>
              ))}
              <td>
                <input
                  type="checkbox"
                  aria-label={`${s.kindLabels[kind]}：${s.push}`}
                  checked={draft.push[kind]}
                  onChange={(event) =>
                    setDraft({ ...draft, push: { ...draft.push, [kind]: event.target.checked } })
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <label className="notification-settings__row">
        <span>{s.digestHour}</span>
        <select
          value={draft.digest_hour}
          onChange={(event) => setDraft({ ...draft, digest_hour: Number(event.target.value) })}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {s.hourOption(hour)}
            </option>
          ))}
        </select>
      </label>
      <label className="notification-settings__row notification-settings__check">
        <input
          type="checkbox"
          checked={draft.thread_mail}
          onChange={(event) => setDraft({ ...draft, thread_mail: event.target.checked })}
        />
        <span>{s.threadMail}</span>
      </label>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {s.save}
      </button>
    </form>
  );
}
