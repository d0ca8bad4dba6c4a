/**
 * A modal built on the native <dialog> (focus kept inside, Escape closes, the page behind is inert), with a
 * title, a scrolling body and a footer.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { CloseIcon } from "#client/components/icons.tsx";
import { copy } from "#shared/copy.ts";

interface ModalDialogProps {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** A native-<dialog> modal with title, scrolling body and footer (profile edit pickers). */
export function ModalDialog({ id, title, open, onClose, children, footer }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      id={id}
      className="modal"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__head">
        <h2 id={`${id}-title`} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={copy.common.close}>
          <CloseIcon />
        </button>
      </div>
      <div className="modal__body">{children}</div>
      {footer ? <div className="modal__foot">{footer}</div> : null}
    </dialog>
  );
}
