/**
 * A QR code drawn in the browser as SVG (docs/product.md "Sharing and posters" #sharing): the `qrcode` library
 * computes the modules, this component draws them as one path with the standard quiet zone of 4 modules, black on
 * white, `crispEdges` so print and screen keep sharp squares. No request leaves the page.
 */
import { create } from "qrcode";
import { useMemo } from "react";

/** The quiet zone around the code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/**
 * The SVG path (`M x y h1 v1 h-1 z` per dark module, runs of a row joined) and the side in modules, quiet zone
 * included, of the QR code of `text` at error correction level M.
 */
export function qrPath(text: string): { path: string; side: number } {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!modules.data[row * size + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && modules.data[row * size + col]) col += 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`);
    }
  }
  return { path: parts.join(""), side: size + 2 * QUIET_ZONE };
}

interface QrCodeProps {
  /** What the code says (an absolute URL). */
  value: string;
  /** The accessible name of the image. */
  label: string;
  className?: string;
}

/** The QR code of `value` as an `<svg role="img">` that fills its box (size it with CSS). */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { path, side } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className={className ? `qr-code ${className}` : "qr-code"}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
