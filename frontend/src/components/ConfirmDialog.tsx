import { useId, useRef, useState, type ReactNode } from 'react';
import { useModalFocus } from '../hooks/use-modal-focus';

export interface ConfirmText {
  /** The question, as the dialog's accessible name ("Close this challenge?"). */
  title: string;
  /** What happens, as its description ("Participants can no longer hand in work."). */
  message: ReactNode;
  /** The destructive action's own words ("Close the challenge"), never a bare "OK". */
  confirmLabel: string;
  /** The way back ("Keep it open"). */
  cancelLabel: string;
}

interface ConfirmDialogProps extends ConfirmText {
  open: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** Styles the confirm button: red for what cannot be undone (default), the primary colour otherwise. */
  tone?: 'danger' | 'primary';
  busy?: boolean;
}

/**
 * The one confirmation every destructive action asks for (issue 24 item 12): a modal `alertdialog`
 * named by its question and described by what will happen. Focus moves to the way back (the safe
 * choice for a keyboard or a second click), stays inside while it is open (Tab and Shift+Tab cycle),
 * Escape or a click outside cancels, and focus returns to what opened it. The wording comes from the
 * feature's own (lazy) strings, so this component carries none.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, tone = 'danger', busy = false }: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  const onKeyDown = useModalFocus(dialog, cancel, open, onCancel);

  if (!open) return null;
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onCancel()}>
      <div
        ref={dialog}
        className="confirm-dialog card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        onKeyDown={onKeyDown}
        data-testid="confirm-dialog"
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <div id={`${id}-message`} className="confirm-message">
          {message}
        </div>
        <div className="confirm-actions">
          <button ref={cancel} type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy} data-testid="confirm-no">
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            data-testid="confirm-yes"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

interface ConfirmButtonProps {
  /** The trigger's own words and look; the trigger keeps `testId`. */
  label: ReactNode;
  /** The trigger's accessible name when its words alone are not enough ("Remove design.pdf"). */
  ariaLabel?: string;
  className: string;
  testId?: string;
  disabled?: boolean;
  confirm: ConfirmText;
  tone?: 'danger' | 'primary';
  onConfirm(): void;
}

/** A button that asks with {@link ConfirmDialog} before it acts: the action runs only on the confirm button. */
export function ConfirmButton({ label, ariaLabel, className, testId, disabled, confirm, tone, onConfirm }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        onClick={() => setAsking(true)}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        data-testid={testId}
      >
        {label}
      </button>
      <ConfirmDialog
        {...confirm}
        tone={tone}
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      />
    </>
  );
}
