/**
 * The notification section of /account/settings (docs/product.md §11 E-mail): one setting per row with a switch,
 * as phone apps lay them out — e-mail per kind (with its timing, すぐに or 1日1回まとめて, while on), the JST hour of
 * the daily digest, the mail about thread messages left unread for 15 minutes, then push per kind. Saved with one
 * button (PUT /api/notification-settings through notifications.updateSettings). The unsubscribe and preferences
 * links of every mail lead here (#notification-settings).
 */
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useFlash } from "#client/components/flash-message.tsx";
import { trpc } from "#client/lib/trpc.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import {
  type EmailMode,
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationType,
} from "#shared/schemas/notifications.ts";
import { useUpdateNotificationSettings } from "../hooks/use-update-notification-settings.ts";
import "./notification-settings-section.css";

const s = copy.notifications.settings;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The timings of an e-mail that is on (off is the switch). */
const TIMINGS = ["immediate", "daily"] as const satisfies readonly EmailMode[];

/**
 * One row: the label (and what sits under it) on the left, a switch on the right; the whole row is the switch's
 * label, so the target is the row (44 px at least).
 */
function SwitchRow(props: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="setting-switch">
      <span className="setting-switch__label">{props.label}</span>
      <input
        type="checkbox"
        role="switch"
        className="setting-switch__input"
        aria-label={props.name}
        aria-checked={props.checked}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </label>
  );
}

function Group(props: { title: string; lead?: string; children: ReactNode }) {
  return (
    <fieldset className="setting-group">
      <legend className="setting-group__title">{props.title}</legend>
      {props.lead ? <p className="setting-group__lead">{props.lead}</p> : null}
      <ul className="setting-group__rows">{props.children}</ul>
    </fieldset>
  );
}

/** The section's form. */
export function NotificationSettingsSection() {
  const { show } = useFlash();
  const current = trpc.notifications.settings.useQuery();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  // The timing a kind had before its e-mail was switched off, so switching it on again brings it back.
  const [lastTiming, setLastTiming] = useState<Partial<Record<NotificationType, EmailMode>>>({});
  useEffect(() => {
    if (current.data && draft === null) setDraft(current.data);
  }, [current.data, draft]);
  const save = useUpdateNotificationSettings();
  if (!draft) return null;
  const setMode = (kind: NotificationType, mode: EmailMode) =>
    setDraft({ ...draft, email: { ...draft.email, [kind]: mode } });
  const switchMail = (kind: NotificationType, on: boolean) => {
    if (on) {
      setMode(kind, lastTiming[kind] ?? "immediate");
    } else {
      setLastTiming({ ...lastTiming, [kind]: draft.email[kind] });
      setMode(kind, "off");
    }
  };
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
      <Group title={s.emailGroup}>
        {NOTIFICATION_TYPES.map((kind) => {
          const mode = draft.email[kind];
          return (
            <li key={kind} className="setting-group__row">
              <SwitchRow
                label={s.kindLabels[kind]}
                name={`${s.kindLabels[kind]}：${s.email}`}
                checked={mode !== "off"}
                onChange={(on) => switchMail(kind, on)}
              />
              {mode === "off" ? null : (
                <label className="setting-timing">
                  <span className="setting-timing__label">{s.timing}</span>
                  <select
                    aria-label={`${s.kindLabels[kind]}：${s.timing}`}
                    value={mode}
                    onChange={(event) => setMode(kind, event.target.value as EmailMode)}
                  >
                    {TIMINGS.map((timing) => (
                      <option key={timing} value={timing}>
                        {s.modes[timing]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </li>
          );
        })}
        <li className="setting-group__row">
          <SwitchRow
            label={s.threadMail}
            name={s.threadMail}
            checked={draft.thread_mail}
            onChange={(on) => setDraft({ ...draft, thread_mail: on })}
          />
        </li>
        <li className="setting-group__row">
          <label className="setting-timing setting-timing--row">
            <span className="setting-switch__label">{s.digestHour}</span>
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
        </li>
      </Group>
      <Group title={s.pushGroup} lead={s.pushGroupLead}>
        {NOTIFICATION_TYPES.map((kind) => (
          <li key={kind} className="setting-group__row">
            <SwitchRow
              label={s.kindLabels[kind]}
              name={`${s.kindLabels[kind]}：${s.push}`}
              checked={draft.push[kind]}
              onChange={(on) => setDraft({ ...draft, push: { ...draft.push, [kind]: on } })}
            />
          </li>
        ))}
      </Group>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {s.save}
      </button>
    </form>
  );
}
