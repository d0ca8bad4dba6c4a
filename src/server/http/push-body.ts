/**
 * Response bodies that the listener may write straight into the socket's response instead of reading them as a
 * ReadableStream (docs/decisions/017-node-http-listener.md). The live stream offers its body here
 * (realtime/live-sse.ts): a board broadcast writes one shared chunk to thousands of streams, and through Bun's
 * `node:http` a stream reader between the hub and `ServerResponse.write` cost about half again per stream and
 * event. A body that is never taken (the tests' `app.request`, any other server) is read as an ordinary stream.
 */

/** Where a pushed body writes: the response of one request. */
export interface PushSink {
  /**
   * Writes one chunk (never throws; a chunk written after the client left is dropped).
   * @returns false when the socket's buffer is full: `onDrain` listeners run once it has emptied.
   */
  write(bytes: Uint8Array): boolean;
  /** Bytes written but not yet taken by the socket. */
  readonly buffered: number;
  /** Calls `listener` each time the socket has taken everything buffered after a write that filled it. */
  onDrain(listener: () => void): void;
  /** Ends the response (once; later calls do nothing). */
  end(): void;
}

const offers = new WeakMap<ReadableStream<Uint8Array>, (sink: PushSink) => void>();

/** Lets a listener take `body` as a push body: it calls `attach` once with the response's sink. */
export function offerPush(body: ReadableStream<Uint8Array>, attach: (sink: PushSink) => void): void {
  offers.set(body, attach);
}

/** The attach function offered for `body`, if any (taken once: a second call gives undefined). */
export function takePush(body: ReadableStream<Uint8Array>): ((sink: PushSink) => void) | undefined {
  const attach = offers.get(body);
  if (attach) offers.delete(body);
  return attach;
}
