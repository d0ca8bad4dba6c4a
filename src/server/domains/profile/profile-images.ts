/**
 * Kept for the transition: the avatar rules moved to media/image-rules.ts (with the cover's, next to the post
 * image's); registration (accounts.service.ts) still imports AVATAR_RULES from here. Delete this file once it
 * imports `#server/media/image-rules.ts` itself.
 */
export { AVATAR_RULES } from "../../media/image-rules.ts";
