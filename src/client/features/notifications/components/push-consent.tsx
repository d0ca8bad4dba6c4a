/**
 * Asking for web push at a meaningful moment (docs/product.md §11 Web push): on /notifications, where a member
 * reads what the board tells them — never on first load. Shown only when the browser can push, the permission
 * has not been refused, and this browser is not subscribed yet; the browser's own prompt appears only after the
 * member presses the button.
 */
import { useEffect, useState } from "react";
import { trpc } from "#client/lib/trpc.ts";
import { serverMessageOf } from "#client/lib/trpc-errors.ts";
import { copy } from "#shared/copy.ts";
import { usePushSubscribe } from "../hooks/use-notification-writes.ts";

const p = copy.notifications.push;

/** The VAPID public key (URL-safe base64) as the bytes PushManager.subscribe wants. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = (key + "=".repeat((4 - (key.length % 4)) % 4)).replaceAll("-", "+").replaceAll("_", "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

type State = "hidden" | "ask" | "busy" | "on" | "denied";

/** The offer, or nothing. */
export function PushConsent() {
  const [state, setState] = useState<State>("hidden");
  /** Why the board refused this browser's subscription (docs/product.md §11 Web push: the 11th device, a limit). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const subscribe = usePushSubscribe();
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return;
    if (Notification.permission === "denied") return;
    void navigator.serviceWorker.getRegistration().then(async (registration) => {
      if (!registration) return;
      const existing = await registration.pushManager.getSubscription();
      setState(existing ? "hidden" : "ask");
    });
  }, []);
  if (state === "hidden") return null;
  const enable = async () => {
    setState("busy");
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        setState("denied");
        return;
      }
      const { public_key } = await utils.notifications.pushKey.fetch();
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(public_key),
      });
      const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      try {
        await subscribe.mutateAsync({ endpoint: json.endpoint, keys: json.keys });
      } catch (error) {
        // The board did not save it: drop the browser's side too, so the offer stays and pushes are not expected.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
      setRefusal(null);
      setState("on");
    } catch (error) {
      setRefusal(serverMessageOf(error));
      setState("ask");
    }
  };
  return (
    <aside className="push-consent" aria-live="polite">
      {state === "on" ? (
        <p>{p.enabled}</p>
      ) : state === "denied" ? (
        <p>{p.denied}</p>
      ) : (
        <>
          <p>{p.ask}</p>
          {refusal ? <p role="alert">{refusal}</p> : null}
          <button
            type="button"
            className="button button--primary button--small"
            disabled={state === "busy"}
            onClick={enable}
          >
            {p.enable}
          </button>
        </>
      )}
    </aside>
  );
}
