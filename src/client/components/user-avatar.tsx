/**
 * A user's avatar (docs/product.md §3 User): the default picture when the url is empty or points at a default avatar,
 * and the initials of the first word of the name (up to 2 characters) when the picture cannot be loaded.
 */
import { useState } from "react";
import { INITIALS_MAX } from "#shared/constants.ts";

const DEFAULT_AVATAR_URL = "/default-avatar.svg";
const DEFAULT_AVATAR_MARKER = "default-avatar";

/** Up to two characters of the first word of `name` (spaces of any width split words). */
export function initialsOf(name: string): string {
  const firstWord = name.trim().split(/[\s\u3000]+/u)[0] ?? "";
  return Array.from(firstWord).slice(0, INITIALS_MAX).join("").toUpperCase();
}

interface UserAvatarProps {
  name: string;
  url: string | null | undefined;
  size?: number;
}

/** A user's avatar image, the default picture, or their initials (docs/product.md §3 User). */
export function UserAvatar({ name, url, size = 40 }: UserAvatarProps) {
  const src = url && !url.includes(DEFAULT_AVATAR_MARKER) ? url : DEFAULT_AVATAR_URL;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (failedSrc === src) {
    return (
      <span className="avatar avatar--initials" style={style} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      className="avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      style={style}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
