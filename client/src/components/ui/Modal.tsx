import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, backdrop click or a close button — unless closable is false. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** False blocks every way of closing (e.g. while deleting). */
  closable?: boolean;
  /** id of an element describing the dialog (aria-describedby). */
  describedBy?: string;
  /** Footer (buttons), rendered after the body. */
  footer?: ReactNode;
  className?: string;
  /** Element to focus first; defaults to the first focusable inside the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * An accessible modal dialog: role=dialog + aria-modal, titled by its heading, focus trapped
 * inside while open, Escape closes (unless closable=false), and focus returns to the element
 * that opened it. Rendered in a portal; the page behind is made inert.
 */
export function Modal({ open, ...dialog }: ModalProps) {
  if (!open) return null;
  return <ModalInner {...dialog} />;
}

function ModalInner({ onClose, title, children, closable = true, describedBy, footer, className, initialFocusRef }: Omit<ModalProps, 'open'>) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = `modal-title-${useId().replace(/:/g, '')}`;
  // Reads the latest closable/onClose from the key handler without re-running the mount effect.
  const requestClose = useEffectEvent(() => {
    if (closable) onClose();
  });
  // Read once, on mount: focus handling must not re-run on every render.
  const initialFocus = useRef(initialFocusRef);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current!;
    const first = initialFocus.current?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    first.focus();

    // Everything outside the dialog is inert while it is open.
    const root = document.getElementById('root');
    const hadInert = root?.hasAttribute('inert');
    if (root && !hadInert) root.setAttribute('inert', '');
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (!focusables.length) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const firstEl = focusables[0];
      const lastEl = focusables[focusables.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstEl || !dialog.contains(active))) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && (active === lastEl || !dialog.contains(active))) {
        event.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (root && !hadInert) root.removeAttribute('inert');
      document.body.style.overflow = previousOverflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  return createPortal(
    // The backdrop is decoration (no semantics of its own); a press on it, outside the dialog,
    // is the mouse user's way to close. Keyboard users have Escape and the close button.
    <div
      className="modal-backdrop"
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && closable) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={className ? `modal ${className}` : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {closable && (
            <button type="button" className="btn btn--ghost btn--small modal__close" aria-label="Close dialog" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer row">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
