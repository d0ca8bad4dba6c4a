import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser). The server runs on the embedded
 * database with demo data in a fresh directory, exactly as the README's first command does.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "tasukeai-e2e-"));

/**
 * Mail: the web server sends over SMTP to a real in-process server that the global setup starts
 * (tests/e2e/support/mail-server.setup.ts); it stores each mail in E2E_MAIL_DIR for the tests to read.
 * Both values go into process.env so the test workers (which load this file again) see the same ones.
 */
process.env.E2E_SMTP_PORT ??= String(port + 20000);
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), "tasukeai-e2e-mail-"));
const smtpPort = Number(process.env.E2E_SMTP_PORT);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  globalSetup: "./tests/e2e/support/mail-server.setup.ts",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/artifacts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
    trace: "retain-on-failure",
    // The service worker answers the build's files from its cache, and page.route() does not see what it answers;
    // the journeys that test it (pwa.e2e.ts) allow it for themselves.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "bun src/server/index.ts",
    url: `http://localhost:${port}/api/regions`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_KEY: "e2e-app-key-e2e-app-key-e2e-app-key-0000",
      DATABASE_URL: "",
      // Access lines (one per request, docs/operations.md "Logs") only when asked: warnings and errors show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // A run may serve its own build (`vite build --outDir …`) so parallel runs don't share dist/client.
      CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? "",
      // The cross-origin page of api-platform.e2e.ts is served on the next port.
      CORS_ORIGINS: `http://localhost:${port + 1}`,
      // 運営者情報 from the configuration (help-operator.e2e.ts reads them back on /operator).
      // Every journey registers from 127.0.0.1, more than the 30 an hour one address may (accounts-register.test.ts
      // tests the default limit).
      REGISTRATION_MAX_PER_HOUR: "1000",
      OPERATOR_NAME: "たすけあい掲示板運営事務局（テスト）",
      OPERATOR_EMAIL: "support@tasukeai.example",
      // Login with a provider (oidc-login.e2e.ts starts these two local OpenID providers on the next ports but
      // one; the board discovers them at the first button press). "LINE" and "Google" are both local.
      OIDC_LINE_CLIENT_ID: "e2e-line",
      OIDC_LINE_CLIENT_SECRET: "e2e-line-secret",
      OIDC_LINE_ISSUER: `http://127.0.0.1:${port + 2}`,
      OIDC_GOOGLE_CLIENT_ID: "e2e-google",
      OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${port + 3}`,
    },
  },
});
