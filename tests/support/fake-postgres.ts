/**
 * A minimal PostgreSQL server on 127.0.0.1 for driver tests that must control the connection itself (the patched
 * postgres.js failure paths, tests/unit/postgres-connection-failures.test.ts): it accepts any startup without a
 * password, answers every statement with an empty result (simple and extended protocol), and lets the test decide
 * what happens to each accepted connection: served, or closed at once (a proxy in front of a stopped server).
 */
import { createServer, type Server, type Socket } from "node:net";

/**
 * What the server does: serve; close each new connection at once; or answer the next statement of a connection with
 * FATAL 57P01 and close it (a server shutting down), then serve again.
 */
export type FakeMode = "serve" | "close-on-accept" | "terminate-on-statement";

/** A running fake server. */
export class FakePostgres {
  mode: FakeMode = "serve";
  /** Connections accepted so far, in every mode. */
  accepted = 0;
  /** Startup messages received (the connections that got as far as saying who they are). */
  startups = 0;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  /** Starts a server on any free port. */
  static async start(): Promise<FakePostgres> {
    let fake: FakePostgres | undefined;
    const server = createServer((socket) => fake?.accept(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no TCP address");
    fake = new FakePostgres(server, address.port);
    return fake;
  }

  /** postgres://fake@127.0.0.1:<port>/fake */
  get url(): string {
    return `postgres://fake@127.0.0.1:${this.port}/fake`;
  }

  /** Closes every connection and the listener. */
  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: Socket): void {
    this.accepted += 1;
    socket.on("error", () => {});
    if (this.mode === "close-on-accept") {
      socket.destroy();
      return;
    }
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
    let buffer = Buffer.alloc(0);
    let started = false;
    socket.on("data", (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      for (;;) {
        if (!started) {
          if (buffer.length < 4) return;
          const length = buffer.readUInt32BE(0);
          if (buffer.length < length) return;
          buffer = buffer.subarray(length);
          started = true;
          this.startups += 1;
          // AuthenticationOk, BackendKeyData, ReadyForQuery (idle).
          socket.write(
            Buffer.concat([
              message("R", int32(0)),
              message("K", Buffer.concat([int32(4242), int32(7)])),
              ready(),
            ]),
          );
          continue;
        }
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0] as number);
        const length = buffer.readUInt32BE(1);
        if (buffer.length < length + 1) return;
        const body = buffer.subarray(5, length + 1);
        buffer = buffer.subarray(length + 1);
        if (this.mode === "terminate-on-statement" && (type === "Q" || type === "P")) {
          this.mode = "serve";
          socket.end(terminating());
          return;
        }
        const answer = answerTo(type, body);
        if (answer === "close") {
          socket.end();
          return;
        }
        if (answer.length > 0) socket.write(answer);
      }
    });
  }
}

function int32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
}

function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  return Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
}

function ready(): Buffer {
  return message("Z", Buffer.from("I"));
}

/** ErrorResponse FATAL 57P01, what PostgreSQL says to every connection when it shuts down. */
function terminating(): Buffer {
  const fields = ["SFATAL", "VFATAL", "C57P01", "Mterminating connection due to administrator command"];
  return message("E", Buffer.from(`${fields.join("\0")}\0\0`));
}

/** The answer to one frontend message: an empty result for any statement. */
function answerTo(type: string, body: Buffer): Buffer | "close" {
  switch (type) {
    case "Q": // simple query
      return Buffer.concat([message("C", Buffer.from("SELECT 0\0")), ready()]);
    case "P": // parse
      return message("1");
    case "B": // bind
      return message("2");
    case "D": // describe: a statement has no parameters and returns no rows; a portal returns no rows
      return body[0] === 0x53
        ? Buffer.concat([message("t", Buffer.from([0, 0])), message("n")])
        : message("n");
    case "E": // execute
      return message("C", Buffer.from("SELECT 0\0"));
    case "S": // sync
      return ready();
    case "X": // terminate
      return "close";
    default: // flush and anything else: nothing to say
      return Buffer.alloc(0);
  }
}
