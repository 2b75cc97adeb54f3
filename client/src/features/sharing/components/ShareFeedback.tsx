import { Alert } from '@/components/ui/Alert';
import { TextList } from '@/components/ui/TextList';

export type ShareFeedbackMessage =
  | { kind: 'success'; message: string; warnings: string[] }
  | { kind: 'error'; message: string; details: string[] };

/** The outcome of a share: a success (a warning when some emails could not go out) or an error, each with its lines. */
export function ShareFeedback({ feedback }: { feedback: ShareFeedbackMessage }) {
  const lines = feedback.kind === 'success' ? feedback.warnings : feedback.details;
  const tone = feedback.kind === 'error' ? 'error' : lines.length ? 'warning' : 'success';
  return (
    <Alert tone={tone}>
      <p className="share-panel__msg">{feedback.message}</p>
      {lines.length > 0 && <TextList items={lines} className="share-panel__list" />}
    </Alert>
  );
}
