/**
 * The client address behind trusted proxies (http/client-address.ts): X-Forwarded-For counts only from a trusted
 * peer, read from the right, and a forged left part never wins.
 */
import { describe, expect, test } from "bun:test";
import { loadEnv } from "../../src/server/env.ts";
import { clientAddressResolver, plainAddress } from "../../src/server/http/client-address.ts";

describe("clientAddressResolver", () => {
  test("without trusted proxies the header is ignored", () => {
    const resolve = clientAddressResolver([]);
    expect(resolve("203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
    expect(resolve("::ffff:203.0.113.9", null)).toBe("203.0.113.9");
    expect(resolve(undefined, "198.51.100.1")).toBeUndefined();
  });

  test("an untrusted peer's header is ignored", () => {
    const resolve = clientAddressResolver(["127.0.0.1"]);
    expect(resolve("203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
  });

  test("a trusted peer's header names the client; a forged left part does not count", () => {
    const resolve = clientAddressResolver(["127.0.0.1", "10.0.0.0/8"]);
    expect(resolve("127.0.0.1", "198.51.100.1")).toBe("198.51.100.1");
    // The client sent "X-Forwarded-For: 1.2.3.4"; nginx appended the real peer 198.51.100.1.
    expect(resolve("127.0.0.1", "1.2.3.4, 198.51.100.1")).toBe("198.51.100.1");
    // Two trusted hops (an outer balancer at 10.1.2.3, then nginx on the loopback).
    expect(resolve("::ffff:127.0.0.1", "1.2.3.4, 198.51.100.1, 10.1.2.3")).toBe("198.51.100.1");
    // Every hop trusted: the left-most.
    expect(resolve("127.0.0.1", "10.0.0.5, 10.0.0.6")).toBe("10.0.0.5");
    // A malformed entry ends the walk at the last good address.
    expect(resolve("127.0.0.1", "1.2.3.4, nonsense, 10.0.0.6")).toBe("10.0.0.6");
    expect(resolve("127.0.0.1", null)).toBe("127.0.0.1");
    expect(resolve("127.0.0.1", "")).toBe("127.0.0.1");
  });

  test("IPv6 ranges", () => {
    const resolve = clientAddressResolver(["fd00::/8", "::1"]);
    expect(resolve("::1", "2001:db8::7")).toBe("2001:db8::7");
    expect(resolve("fd12::1", "2001:db8::7, fd00::2")).toBe("2001:db8::7");
    expect(resolve("2001:db8::9", "2001:db8::7")).toBe("2001:db8::9");
  });

  test("plainAddress unwraps IPv4-mapped IPv6 only", () => {
    expect(plainAddress("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(plainAddress("::1")).toBe("::1");
  });
});

describe("TRUSTED_PROXIES and S3_* in env.ts", () => {
  const base = { APP_KEY: "k".repeat(40), DATA_DIR: "/tmp/tasukeai-env-test" };

  test("a list of addresses and ranges is read; anything else stops the server with the variable named", () => {
    expect(loadEnv({ ...base, TRUSTED_PROXIES: " 127.0.0.1, 10.0.0.0/8 ,::1" }).trustedProxies).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
    expect(loadEnv(base).trustedProxies).toEqual([]);
    expect(() => loadEnv({ ...base, TRUSTED_PROXIES: "proxy.local" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadEnv({ ...base, TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
  });

  test("S3_BUCKET selects object storage; unset keeps the local disk", () => {
    expect(loadEnv(base).s3).toBeUndefined();
    const env = loadEnv({
      ...base,
      S3_BUCKET: "uploads",
      S3_ENDPOINT: "http://127.0.0.1:9000/",
      S3_REGION: "ap-northeast-1",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://cdn.example.com/uploads/",
    });
    expect(env.s3).toEqual({
      bucket: "uploads",
      endpoint: "http://127.0.0.1:9000",
      region: "ap-northeast-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      publicUrl: "https://cdn.example.com/uploads",
    });
    expect(() => loadEnv({ ...base, S3_BUCKET: "b", S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
  });
});
