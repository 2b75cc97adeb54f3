import { WEBHOOK_UI as T } from '@ticklist/contracts';
import { OneTimeSecret } from '@/components/ui/OneTimeSecret';

const TEXTS = { title: T.secretTitle, hint: T.secretHint, label: T.secretLabel, copy: T.copy, copied: T.copied, done: T.done };

/** A signing secret, shown this once (after adding an endpoint or rotating), with a copy button. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return <OneTimeSecret secret={secret} onDone={onDone} texts={TEXTS} className="webhook-secret" />;
}
