/**
 * Generates the 30 cover presets of docs/product.md §3 (plus the default-gray fallback) under public/covers/presets/:
 * 1500×500 progressive JPEGs and 360×120 previews in thumbs/. Soft gradients with quiet Japanese patterns
 * (seigaiha waves, polka dots, asanoha-like lattices, mountains, blossoms) in a calm pastel palette.
 * Deterministic: the same script gives the same files. Run: `bun scripts/make-cover-presets.ts`.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { COVER_PRESET_KEYS, DEFAULT_COVER_KEY } from "#shared/schemas/profile.ts";

const W = 1500;
const H = 500;
const OUT = join(import.meta.dir, "..", "public", "covers", "presets");

type Pattern =
  | "plain"
  | "seigaiha"
  | "dots"
  | "lattice"
  | "mountains"
  | "waves"
  | "blossoms"
  | "glow"
  | "stripes";

interface Preset {
  from: string;
  to: string;
  accent: string;
  pattern: Pattern;
}

/** 30 palettes: sakura, wakakusa, sora, fuji, yamabuki, akane … each with one pattern. */
const PRESETS: Preset[] = [
  { from: "#fde2e4", to: "#fad0d8", accent: "#f4a6b7", pattern: "blossoms" },
  { from: "#e3f2d9", to: "#c8e6b5", accent: "#9ccc7f", pattern: "glow" },
  { from: "#dceefb", to: "#b9dcf5", accent: "#8cc4ec", pattern: "seigaiha" },
  { from: "#ece4f5", to: "#d7c7ec", accent: "#b9a0dc", pattern: "waves" },
  { from: "#fff3cf", to: "#ffe49a", accent: "#f7c948", pattern: "dots" },
  { from: "#fde4d6", to: "#f9c6ad", accent: "#f19a7a", pattern: "mountains" },
  { from: "#dff3ec", to: "#bfe6d8", accent: "#86cdb4", pattern: "lattice" },
  { from: "#e0f4f6", to: "#b8e3e9", accent: "#7ccad5", pattern: "stripes" },
  { from: "#ffe8e0", to: "#ffd0c2", accent: "#ffab94", pattern: "glow" },
  { from: "#eef6d8", to: "#dcebb0", accent: "#b7d46a", pattern: "blossoms" },
  { from: "#dde6f7", to: "#bccdf0", accent: "#8ea9e3", pattern: "mountains" },
  { from: "#fff6d6", to: "#fde9a8", accent: "#f2cf5b", pattern: "seigaiha" },
  { from: "#fbe3ec", to: "#f5c4d6", accent: "#ec97b5", pattern: "dots" },
  { from: "#e2edf9", to: "#c9dcf2", accent: "#9dbde6", pattern: "waves" },
  { from: "#e3f5ee", to: "#c4ebdc", accent: "#8fd5bb", pattern: "glow" },
  { from: "#ffe7d1", to: "#ffcfa3", accent: "#f9a86a", pattern: "stripes" },
  { from: "#eceff3", to: "#d9dfe7", accent: "#b4bfcc", pattern: "mountains" },
  { from: "#e5f0e0", to: "#cfe3c5", accent: "#a3c891", pattern: "seigaiha" },
  { from: "#f0e6f6", to: "#e1cdee", accent: "#c7a4e0", pattern: "lattice" },
  { from: "#e4f1fb", to: "#cde5f7", accent: "#a6d0f0", pattern: "dots" },
  { from: "#fcf3dc", to: "#f6e2b3", accent: "#e9c377", pattern: "glow" },
  { from: "#fff2c2", to: "#fbe38a", accent: "#ecc43f", pattern: "blossoms" },
  { from: "#e6e8fa", to: "#cfd3f4", accent: "#a3aaea", pattern: "blossoms" },
  { from: "#fbe2da", to: "#f4c0b0", accent: "#e38f78", pattern: "waves" },
  { from: "#f4f6f8", to: "#e4e9ee", accent: "#c3cdd7", pattern: "seigaiha" },
  { from: "#dcedf7", to: "#b3d6ee", accent: "#6fb1dd", pattern: "waves" },
  { from: "#e3e4f0", to: "#c6c8de", accent: "#9699c2", pattern: "dots" },
  { from: "#f3e9df", to: "#e6d3c0", accent: "#c9a888", pattern: "lattice" },
  { from: "#e8f1dc", to: "#d2e4bb", accent: "#a9c980", pattern: "stripes" },
  { from: "#fde9ef", to: "#e9e4f7", accent: "#c9b6ea", pattern: "glow" },
];

/** A small deterministic pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function patternSvg(preset: Preset, seed: number): string {
  const { accent, pattern } = preset;
  const rnd = random(seed);
  switch (pattern) {
    case "seigaiha":
      return `<defs><pattern id="p" width="80" height="40" patternUnits="userSpaceOnUse">
        ${[36, 26, 16]
          .map(
            (r) =>
              `<path d="M${40 - r} 40 A${r} ${r} 0 0 1 ${40 + r} 40" fill="none" stroke="${accent}" stroke-width="3" opacity="0.35"/>
               <path d="M${-r} 20 A${r} ${r} 0 0 1 ${r} 20 M${80 - r} 20 A${r} ${r} 0 0 1 ${80 + r} 20" fill="none" stroke="${accent}" stroke-width="3" opacity="0.35"/>`,
          )
          .join("")}
      </pattern><linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="1"/></linearGradient>
      <mask id="m"><rect width="${W}" height="${H}" fill="url(#fade)"/></mask></defs>
      <rect width="${W}" height="${H}" fill="url(#p)" mask="url(#m)"/>`;
    case "dots":
      return `<defs><pattern id="p" width="56" height="56" patternUnits="userSpaceOnUse">
        <circle cx="14" cy="14" r="7" fill="${accent}" opacity="0.35"/><circle cx="42" cy="42" r="7" fill="${accent}" opacity="0.25"/>
      </pattern></defs><rect width="${W}" height="${H}" fill="url(#p)"/>`;
    case "lattice":
      return `<defs><pattern id="p" width="60" height="104" patternUnits="userSpaceOnUse">
        <path d="M30 0 L60 52 L30 104 L0 52 Z M30 0 L30 104 M0 52 L60 52 M0 0 L60 104 M60 0 L0 104" fill="none" stroke="${accent}" stroke-width="1.6" opacity="0.4"/>
      </pattern></defs><rect width="${W}" height="${H}" fill="url(#p)"/>`;
    case "stripes":
      return `<defs><pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
        <rect width="14" height="48" fill="${accent}" opacity="0.22"/>
      </pattern></defs><rect width="${W}" height="${H}" fill="url(#p)"/>`;
    case "mountains":
      return [0, 1, 2]
        .map((layer) => {
          const base = 260 + layer * 80;
          let d = `M0 ${H} L0 ${base}`;
          for (let x = 0; x <= W; x += 150) d += ` L${x} ${base - 40 - rnd() * (120 - layer * 30)}`;
          d += ` L${W} ${H} Z`;
          return `<path d="${d}" fill="${accent}" opacity="${0.22 + layer * 0.14}" stroke-linejoin="round"/>`;
        })
        .join("");
    case "waves":
      return [0, 1, 2, 3, 4]
        .map((i) => {
          const y = 150 + i * 70;
          const amp = 22 + rnd() * 18;
          let d = `M0 ${y}`;
          for (let x = 0; x < W; x += 250) d += ` q 62.5 ${-amp} 125 0 t 125 0`;
          return `<path d="${d}" fill="none" stroke="${accent}" stroke-width="${6 - i * 0.6}" stroke-linecap="round" opacity="${0.45 - i * 0.06}"/>`;
        })
        .join("");
    case "blossoms":
      return Array.from({ length: 26 }, () => {
        const x = 500 + rnd() * 1050;
        const y = rnd() * H;
        const r = 10 + rnd() * 26;
        const rot = rnd() * 72;
        const petals = Array.from(
          { length: 5 },
          (_, k) =>
            `<ellipse cx="0" cy="${-r * 0.55}" rx="${r * 0.36}" ry="${r * 0.55}" transform="rotate(${k * 72})"/>`,
        ).join("");
        return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(1)})" fill="${accent}" opacity="${(0.3 + rnd() * 0.35).toFixed(2)}">${petals}<circle r="${(r * 0.16).toFixed(1)}" fill="#fff" opacity="0.8"/></g>`;
      }).join("");
    case "glow":
      return `<defs><radialGradient id="r"><stop offset="0" stop-color="${accent}" stop-opacity="0.6"/>
        <stop offset="0.6" stop-color="${accent}" stop-opacity="0.22"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
        ${Array.from({ length: 6 }, () => {
          const x = rnd() * W;
          const y = rnd() * H;
          const r = 160 + rnd() * 200;
          return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="url(#r)"/>`;
        }).join("")}`;
    default:
      return "";
  }
}

function coverSvg(preset: Preset, seed: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${preset.from}"/><stop offset="1" stop-color="${preset.to}"/>
    </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/>
    ${patternSvg(preset, seed)}
  </svg>`;
}

async function write(key: string, svg: string): Promise<void> {
  const image = sharp(Buffer.from(svg)).flatten({ background: "#ffffff" });
  await image
    .clone()
    .jpeg({ quality: 80, mozjpeg: true, progressive: true })
    .toFile(join(OUT, `${key}.jpg`));
  await image
    .clone()
    .resize(360, 120)
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(join(OUT, "thumbs", `${key}.jpg`));
}

mkdirSync(join(OUT, "thumbs"), { recursive: true });
for (const [index, key] of COVER_PRESET_KEYS.entries()) {
  const preset = PRESETS[index];
  if (!preset) throw new Error(`no palette for ${key}`);
  await write(key, coverSvg(preset, index + 1));
}
await write(
  DEFAULT_COVER_KEY,
  coverSvg({ from: "#eceff1", to: "#dfe3e7", accent: "#cfd5db", pattern: "plain" }, 0),
);
console.info(`wrote ${COVER_PRESET_KEYS.length + 1} covers to ${OUT}`);
