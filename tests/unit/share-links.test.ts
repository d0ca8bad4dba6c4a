/**
 * Share links and QR codes of docs/product.md "Sharing and posters": the LINE, X and Facebook addresses carry the
 * title and the absolute URL encoded (and decode back to them), the poster excerpt is cut on code points, and the
 * QR path the client draws decodes (jsQR) to the URL it was made of.
 */
import { describe, expect, test } from "bun:test";
import jsQR from "jsqr";
import { qrPath } from "#client/components/qr-code.tsx";
import {
  absoluteUrl,
  facebookShareUrl,
  lineShareUrl,
  posterExcerpt,
  xShareUrl,
} from "#shared/share-links.ts";

const target = { title: "犬の散歩をお願いします & 週末 #1?", url: "https://board.example/post/12" };

describe("share links", () => {
  test("absoluteUrl joins an origin and a path with one slash", () => {
    expect(absoluteUrl("https://board.example", "/post/12")).toBe("https://board.example/post/12");
    expect(absoluteUrl("https://board.example/", "/post/12")).toBe("https://board.example/post/12");
    expect(absoluteUrl("http://localhost:3000", "post/3")).toBe("http://localhost:3000/post/3");
  });

  test("LINE's text is the title and the URL on two lines, URL-encoded", () => {
    const href = lineShareUrl(target);
    expect(href.startsWith("https://line.me/R/share?text=")).toBe(true);
    expect(href).not.toContain(" ");
    expect(href).not.toContain("&url");
    const text = new URL(href).searchParams.get("text");
    expect(text).toBe(`${target.title}\n${target.url}`);
  });

  test("X's intent has the title as text and the URL apart; & and # in the title stay in the text", () => {
    const url = new URL(xShareUrl(target));
    expect(`${url.origin}${url.pathname}`).toBe("https://twitter.com/intent/tweet");
    expect(url.searchParams.get("text")).toBe(target.title);
    expect(url.searchParams.get("url")).toBe(target.url);
    expect([...url.searchParams.keys()]).toEqual(["text", "url"]);
  });

  test("Facebook's sharer has only the URL", () => {
    const url = new URL(facebookShareUrl(target));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(url.searchParams.get("u")).toBe(target.url);
    expect([...url.searchParams.keys()]).toEqual(["u"]);
  });
});

describe("posterExcerpt", () => {
  test("keeps a short body whole, with whitespace collapsed", () => {
    expect(posterExcerpt("  庭の\n\n草取り  をお願いします ", 200)).toBe("庭の 草取り をお願いします");
  });

  test("cuts at max code points and marks the cut", () => {
    const body = "😀".repeat(250);
    const cut = posterExcerpt(body, 200);
    expect(Array.from(cut)).toHaveLength(201);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.startsWith("😀".repeat(200))).toBe(true);
    expect(posterExcerpt("あ".repeat(200), 200)).toBe("あ".repeat(200));
  });
});

/** The QR path drawn at `scale` px a module into RGBA pixels (white background, black modules). */
function rasterize(path: string, side: number, scale: number): Uint8ClampedArray {
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row += 1) {
      for (let col = Number(x) * scale; col < (Number(x) + Number(w)) * scale; col += 1) {
        const at = (row * width + col) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
    }
  }
  return pixels;
}

describe("qrPath", () => {
  test.each([
    "https://board.example/post/12",
    "http://localhost:3250/post/999999999",
    "https://たすけあい.example/regions/%E6%9D%B1%E4%BA%AC",
  ])("the drawn code of %s decodes to it", (url) => {
    const { path, side } = qrPath(url);
    // Every segment is one run of one row; the quiet zone (4 modules) stays white.
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    const pixels = rasterize(path, side, 4);
    const decoded = jsQR(pixels, side * 4, side * 4);
    expect(decoded?.data).toBe(url);
  });

  test("a longer text makes a larger code", () => {
    expect(qrPath("https://a.example/post/1").side).toBeLessThan(
      qrPath(`https://a.example/${"x".repeat(200)}`).side,
    );
  });
});
