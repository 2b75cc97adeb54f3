import { CHECKLIST_UI as T } from '@ticklist/contracts';

const MOVES = [
  { delta: -1, direction: 'up', arrow: '↑', label: T.moveUp },
  { delta: 1, direction: 'down', arrow: '↓', label: T.moveDown },
] as const;

/** A task's tools beside its heading: move up, move down and (unless locked) remove. */
export function TaskTools({
  rowKey,
  index,
  count,
  locked,
  onMove,
  onRemove,
}: {
  rowKey: string;
  index: number;
  count: number;
  locked: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const last = { up: 0, down: count - 1 };
  return (
    <div className="task__tools">
      {MOVES.map(({ delta, direction, arrow, label }) => (
        <button
          key={direction}
          type="button"
          className="btn btn--small btn--icon"
          aria-label={label(n)}
          aria-disabled={index === last[direction]}
          data-move={`${rowKey}-${direction}`}
          onClick={() => onMove(delta)}
        >
          <span aria-hidden="true">{arrow}</span>
        </button>
      ))}
      {!locked && (
        <button type="button" className="btn btn--small task__remove" aria-label={T.removeItem(n)} onClick={onRemove}>
          {T.remove}
        </button>
      )}
    </div>
  );
}
