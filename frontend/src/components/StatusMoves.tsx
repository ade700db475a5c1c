import type { ReactNode } from 'react';
import { Field } from './Field';

interface StatusMovesProps<S extends string> {
  /** The statuses the thing may move to from where it is (a contract's transitions); none: it is final. */
  moves: readonly S[];
  /** The button's words for a move. */
  label: (status: S) => string;
  /** The move that cannot be undone (a red button). */
  danger: S;
  /** A move that asks first in a dialog (its button says so to assistive technology). */
  asks?: S;
  busy: boolean;
  onMove: (status: S) => void;
  /** What a final status says instead of buttons. */
  finalText: string;
  /** The optional note sent with a move. */
  note: { name: string; label: string; hint: string; max: number; value: string; onChange: (value: string) => void };
  /** The dialog and the failure, under the buttons. */
  children?: ReactNode;
}

/**
 * A status's next moves as buttons (`to-<status>`) with an optional note: exactly the moves given,
 * and a sentence instead when there is none. The words are the feature's; the rules its contract's.
 */
export function StatusMoves<S extends string>({ moves, label, danger, asks, busy, onMove, finalText, note, children }: StatusMovesProps<S>) {
  if (moves.length === 0)
    return (
      <p className="muted" data-testid="status-final">
        {finalText}
      </p>
    );
  return (
    <div className="status-actions" data-testid="status-actions">
      <Field name={note.name} label={note.label} hint={note.hint}>
        <textarea id={`f-${note.name}`} rows={2} maxLength={note.max} value={note.value} onChange={(e) => note.onChange(e.target.value)} />
      </Field>
      <div className="row-actions">
        {moves.map((status) => (
          <button
            key={status}
            type="button"
            className={`btn ${status === danger ? 'btn-danger' : 'btn-primary'}`}
            disabled={busy}
            onClick={() => onMove(status)}
            aria-haspopup={status === asks ? 'dialog' : undefined}
            data-testid={`to-${status}`}
          >
            {label(status)}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
