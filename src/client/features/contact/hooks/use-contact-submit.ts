/** contact.submit (docs/product.md §2 Contact): sends the message; nothing cached changes. */
import { trpc } from "#client/lib/trpc.ts";

/** The contact.submit mutation of the contact page. */
export function useContactSubmit() {
  return trpc.contact.submit.useMutation();
}
