/**
 * A real SMTP server in the test process (smtp-server, README.md "Configuration"): it accepts every mail, parses
 * it (multipart, quoted-printable, base64, encoded-word subjects) and lets a test await the mail it expects.
 * STARTTLS is disabled: the certificate bundled with smtp-server has expired.
 */
import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A received mail, decoded. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** The in-process SMTP server and everything it received. */
export class SmtpMailbox {
  readonly mails: ReceivedMail[] = [];
  private readonly events = new EventEmitter();

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  /** Starts a server on 127.0.0.1 (`port` 0 = any free port). */
  static async start(port = 0, onMail?: (mail: ReceivedMail) => void): Promise<SmtpMailbox> {
    let mailbox: SmtpMailbox | undefined;
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
          const mail = { to, ...parseMail(raw), raw };
          mailbox?.receive(mail);
          onMail?.(mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    const address = server.server.address() as AddressInfo;
    mailbox = new SmtpMailbox(server, address.port);
    return mailbox;
  }

  /** The SMTP_URL of this server. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  private receive(mail: ReceivedMail): void {
    this.mails.push(mail);
    this.events.emit("mail", mail);
  }

  /** Mails received for `address`. */
  mailsTo(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /**
   * The first mail to `address` (after `skip` earlier ones) matching `subject`, awaited up to `timeoutMs`.
   * @throws Error when it does not arrive in time.
   */
  waitFor(address: string, options: { subject?: RegExp; skip?: number; timeoutMs?: number } = {}) {
    const matches = () =>
      this.mailsTo(address).filter((mail) => !options.subject || options.subject.test(mail.subject));
    return new Promise<ReceivedMail>((resolve, reject) => {
      const check = () => {
        const found = matches()[options.skip ?? 0];
        if (!found) return false;
        this.events.off("mail", check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        this.events.off("mail", check);
        reject(new Error(`no mail to ${address} within ${options.timeoutMs ?? 5000} ms`));
      }, options.timeoutMs ?? 5000);
      if (!check()) this.events.on("mail", check);
    });
  }

  /** Stops the server. */
  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A header of a received mail as sent (folded lines joined), or undefined when it has none. */
export function mailHeader(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The first link in a mail's text that contains `fragment`. @throws Error when there is none. */
export function linkIn(mail: ReceivedMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link containing ${fragment} in "${mail.subject}"`);
  return link;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const index = normalized.indexOf("\n\n");
  const head = index === -1 ? normalized : normalized.slice(0, index);
  const body = index === -1 ? "" : normalized.slice(index + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const softBreaksRemoved = part.body.replace(/=\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < softBreaksRemoved.length; i++) {
      const char = softBreaksRemoved[i] as string;
      const hex = softBreaksRemoved.slice(i + 1, i + 3);
      if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(char, "utf8"));
      }
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return part.body;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`). */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeBody({
            headers: new Map([["content-transfer-encoding", "quoted-printable"]]),
            body: text.replace(/_/g, " "),
          }),
    );
}

function collect(part: Part, into: { text: string; html: string }): void {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collect(splitPart(section.replace(/^\n/, "")), into);
    }
    return;
  }
  if (type.toLowerCase().startsWith("text/html")) into.html += decodeBody(part);
  else if (type.toLowerCase().startsWith("text/plain")) into.text += decodeBody(part);
}

/** Subject, text and HTML of a raw RFC 5322 message. */
export function parseMail(raw: string): { subject: string; text: string; html: string } {
  const message = splitPart(raw);
  const bodies = { text: "", html: "" };
  collect(message, bodies);
  return { subject: decodeHeader(message.headers.get("subject") ?? ""), ...bodies };
}
