import { useId } from 'react';
import { OFFLINE_MESSAGES as O } from '@ticklist/contracts';
import { inSentence, userText } from '@/components/ui/UserText';
import type { NoteConflict } from './queue-model';

/**
 * A note written offline whose server note changed meanwhile: both are shown and the guest keeps
 * one. Nothing is sent for that note until they choose.
 */
export default function NoteConflicts({ conflicts, onResolve }: { conflicts: readonly NoteConflict[]; onResolve: (conflict: NoteConflict, keep: 'mine' | 'theirs') => void }) {
  const id = useId();
  return (
    <section className="alert alert--warning stack-sm note-conflicts" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="note-conflicts__title">
        {O.conflictTitle}
      </h2>
      {conflicts.map((conflict) => (
        <div key={conflict.item} role="group" aria-labelledby={`${id}-${conflict.item}`} className="stack-sm">
          <p id={`${id}-${conflict.item}`}>{inSentence(O.conflictLead, conflict.itemText)}</p>
          <div className="note-conflicts__pair">
            <figure className="note-conflicts__note">
              <figcaption>{O.conflictMine}</figcaption>
              <blockquote {...(conflict.mine ? userText : {})}>{conflict.mine || O.emptyNote}</blockquote>
            </figure>
            <figure className="note-conflicts__note">
              <figcaption>{O.conflictTheirs}</figcaption>
              <blockquote {...(conflict.theirs ? userText : {})}>{conflict.theirs || O.emptyNote}</blockquote>
            </figure>
          </div>
          <div className="row">
            <button type="button" className="btn btn--primary btn--small" onClick={() => onResolve(conflict, 'mine')}>
              {O.keepMine}
              <span className="visually-hidden"> – {conflict.itemText}</span>
            </button>
            <button type="button" className="btn btn--small" onClick={() => onResolve(conflict, 'theirs')}>
              {O.keepTheirs}
              <span className="visually-hidden"> – {conflict.itemText}</span>
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
