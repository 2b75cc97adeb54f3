import { ACCESS_TOKEN_UI as T } from '@ticklist/contracts';
import { OneTimeSecret } from '@/components/ui/OneTimeSecret';

const TEXTS = { title: T.createdTitle, hint: T.createdHint, label: T.secretLabel, copy: T.copy, copied: T.copied, done: T.done };

/** The new token's secret, shown this once with a copy button. */
export function NewAccessTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return <OneTimeSecret secret={secret} onDone={onDone} texts={TEXTS} className="token-secret" />;
}
