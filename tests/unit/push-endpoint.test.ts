/**
 * Which addresses a push may be sent to (docs/product.md §11 Web push): public unicast only. The table follows the
 * IANA special-purpose registries; IPv6 is public only inside global unicast 2000::/3, and the forms that carry an
 * IPv4 address (IPv4-mapped, NAT64, 6to4) are judged by that address. And the hosts PUSH_ALLOWED_HOSTS lets through.
 */
import { describe, expect, test } from "bun:test";
import {
  isPublicAddress,
  PushEndpointRefused,
  resolvePushTarget,
} from "../../src/server/domains/notifications/push-endpoint.ts";
import { loadEnv } from "../../src/server/env.ts";

const notPublic = [
  "0.0.0.0",
  "0.1.2.3",
  "10.0.0.1",
  "10.255.255.255",
  "100.64.0.1",
  "100.127.255.254",
  "127.0.0.1",
  "127.255.255.254",
  "169.254.169.254",
  "172.16.0.1",
  "172.31.255.255",
  "192.0.0.8",
  "192.0.2.1",
  "192.88.99.1",
  "192.168.0.1",
  "198.18.0.1",
  "198.19.255.255",
  "198.51.100.7",
  "203.0.113.9",
  "224.0.0.1",
  "239.255.255.250",
  "240.0.0.1",
  "255.255.255.255",
  "::",
  "::1",
  "::ffff:127.0.0.1",
  "::ffff:7f00:1",
  "::ffff:10.0.0.1",
  "::ffff:a9fe:a9fe",
  "::127.0.0.1",
  "::8.8.8.8",
  "64:ff9b::10.0.0.1",
  "64:ff9b::a00:1",
  "64:ff9b:1::1",
  "100::1",
  "2001::1",
  "2001:db8::1",
  "2002:a00:1::1",
  "2002:7f00:1::",
  "3fff::1",
  "fc00::1",
  "fd12:3456:789a::1",
  "fe80::1",
  "fe80::1%eth0",
  "fec0::1",
  "ff02::1",
  "ff0e::1",
  "not an address",
  "",
  "1.2.3",
  "1.2.3.256",
  "::ffff:1.2.3",
  "1:2:3:4:5:6:7:8:9",
];

const publicOnes = [
  "1.1.1.1",
  "8.8.8.8",
  "9.255.255.255",
  "11.0.0.1",
  "93.184.216.34",
  "100.63.255.255",
  "100.128.0.1",
  "142.250.196.106",
  "172.15.255.255",
  "172.32.0.1",
  "192.167.255.255",
  "192.169.0.1",
  "198.20.0.1",
  "223.255.255.255",
  "::ffff:8.8.8.8",
  "::ffff:808:808",
  "64:ff9b::8.8.8.8",
  "2002:808:808::1",
  "2404:6800:4004:80a::200a",
  "2606:4700::1111",
  "2a00:1450:4001:82a::200e",
];

describe("isPublicAddress", () => {
  test.each(notPublic)("%s is not public", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  test.each(publicOnes)("%s is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("PUSH_ALLOWED_HOSTS", () => {
  const env = (value: string) =>
    loadEnv({ APP_KEY: "k".repeat(32), DATA_DIR: "/tmp/tasukeai-unit-env", PUSH_ALLOWED_HOSTS: value });

  test("names and addresses are kept as compared: lower case, no brackets, no trailing dot", () => {
    expect(env(" Push.Test. , 127.0.0.1,[::1] ,").push.allowedHosts).toEqual([
      "push.test",
      "127.0.0.1",
      "::1",
    ]);
    expect(env("").push.allowedHosts).toEqual([]);
  });

  test("a URL or a host with a port is refused, naming the variable", () => {
    expect(() => env("https://push.test")).toThrow(/PUSH_ALLOWED_HOSTS/);
    expect(() => env("push.test:8443")).toThrow(/PUSH_ALLOWED_HOSTS/);
  });

  test("an allowed host skips the address check, never the https rule", async () => {
    const rules = { allowedHosts: ["127.0.0.1", "::1"], lookupTimeoutMs: 1000 };
    expect((await resolvePushTarget("https://127.0.0.1:8443/p", rules)).address).toBe("127.0.0.1");
    expect((await resolvePushTarget("https://[::1]/p", rules)).family).toBe(6);
    await expect(resolvePushTarget("http://127.0.0.1/p", rules)).rejects.toBeInstanceOf(PushEndpointRefused);
    await expect(resolvePushTarget("https://127.0.0.2/p", rules)).rejects.toBeInstanceOf(PushEndpointRefused);
  });
});
