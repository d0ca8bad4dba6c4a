/**
 * A TCP link between the board and its database that a test can cut like a network does (docs/operations.md
 * "Database outages"): it forwards every connection to the target until `blackhole()`; from then on it still
 * accepts connections but never answers them, and the connections already open go silent both ways — no reset, no
 * close, exactly what a dropped route or a firewall that forgot the flows looks like. `forward()` heals the link for
 * new connections only: the silenced ones stay silent towards the board (their flows are gone), so the board must
 * give them up itself; towards the database they are closed, as the server's own keepalive would end them (so no
 * transaction cut off mid-way keeps its locks for the rest of the test).
 */
import { createServer, connect as netConnect, type Server, type Socket } from "node:net";

/** One connection through the link: the board's side and the database's side (absent while black-holed). */
interface Pair {
  board: Socket;
  database?: Socket;
  silenced?: boolean;
}

/** A link on 127.0.0.1 to `target`. */
export class TcpLink {
  private mode: "forward" | "blackhole" = "forward";
  private readonly pairs = new Set<Pair>();
  /**
   * The database's side of silenced connections the board has already given up: still open towards the database
   * (a silenced flow tells it nothing) until `forward()` or `close()` ends them. Forgetting them left a backend
   * per connection behind after every black hole, until the cluster refused connections ("too many clients").
   */
  private readonly stranded = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** Starts the link on `port` (0: any free port), forwarding to `target`. */
  static async start(target: { host: string; port: number }, port = 0): Promise<TcpLink> {
    let link: TcpLink | undefined;
    const server = createServer((socket) => link?.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("the link has no TCP address");
    link = new TcpLink(server, address.port, target);
    return link;
  }

  /** The PostgreSQL URL of `database` through this link. */
  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** New connections are accepted and never answered; open ones go silent (nothing passes either way). */
  blackhole(): void {
    this.mode = "blackhole";
    for (const pair of this.pairs) this.silence(pair);
  }

  /** New connections are forwarded again; the silenced ones stay silent towards the board. */
  forward(): void {
    this.mode = "forward";
    for (const pair of this.pairs) if (pair.silenced) pair.database?.destroy();
    for (const database of this.stranded) database.destroy();
    this.stranded.clear();
  }

  /** Connections the link holds open, silenced ones included. */
  get openConnections(): number {
    return this.pairs.size;
  }

  /** Closes the listener and every connection. */
  async close(): Promise<void> {
    for (const pair of this.pairs) {
      pair.board.destroy();
      pair.database?.destroy();
    }
    this.pairs.clear();
    for (const database of this.stranded) database.destroy();
    this.stranded.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(board: Socket): void {
    const pair: Pair = { board };
    this.pairs.add(pair);
    const forget = () => {
      this.pairs.delete(pair);
      board.destroy();
      pair.database?.destroy();
    };
    board.on("error", () => {});
    if (this.mode === "blackhole") {
      // Accepted, never read, never answered; it stays until the board gives it up or the link closes.
      pair.silenced = true;
      board.pause();
      board.on("close", () => this.pairs.delete(pair));
      return;
    }
    const database = netConnect(this.target.port, this.target.host);
    pair.database = database;
    database.on("error", () => {});
    board.pipe(database);
    database.pipe(board);
    board.on("close", forget);
    database.on("close", forget);
  }

  private silence(pair: Pair): void {
    const { board, database } = pair;
    pair.silenced = true;
    board.unpipe();
    database?.unpipe();
    board.pause();
    database?.pause();
    // A silenced flow tells neither side anything, not even that the other side went away.
    board.removeAllListeners("close");
    database?.removeAllListeners("close");
    board.on("close", () => {
      this.pairs.delete(pair);
      if (database && !database.destroyed) this.stranded.add(database);
    });
  }
}
