/** A profile's cover banner (3:1) with the avatar over its lower edge; the default-gray preset when none is set. */
import type { ReactNode } from "react";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { coverPresetUrl, DEFAULT_COVER_KEY } from "#shared/schemas/profile.ts";

interface ProfileCoverProps {
  name: string;
  coverUrl: string | null | undefined;
  avatarUrl: string | null | undefined;
  coverAlt: string;
  children?: ReactNode;
}

/** A profile's 3:1 cover banner with the avatar over its lower edge (docs/product.md §2 Profile show). */
export function ProfileCover({ name, coverUrl, avatarUrl, coverAlt, children }: ProfileCoverProps) {
  return (
    <div className="profile-cover">
      <img
        className="profile-cover__image"
        src={coverUrl || coverPresetUrl(DEFAULT_COVER_KEY)}
        alt={coverAlt}
        width={1500}
        height={500}
        onError={(event) => {
          const fallback = coverPresetUrl(DEFAULT_COVER_KEY);
          if (!event.currentTarget.src.endsWith(fallback)) event.currentTarget.src = fallback;
        }}
      />
      <div className="profile-cover__avatar">
        <UserAvatar name={name} url={avatarUrl} size={112} />
      </div>
      {children}
    </div>
  );
}
