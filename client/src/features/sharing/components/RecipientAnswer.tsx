import type { Item, ItemResponseForOwner } from '@ticklist/contracts';
import { userText } from '@/components/ui/UserText';
import { sameOriginFileUrl } from '@/lib/file-url';
import { answerText, OWNER_ANSWER_TEXTS as A } from '../answer-format';

/**
 * A recipient's answer beside its item in their details (issue 46): the value, photo thumbnails
 * and other files (short-lived signed links), and a flagged answer marked in red.
 */
export function RecipientAnswer({ item, response }: { item: Item; response: ItemResponseForOwner | undefined }) {
  if (!response || (item.kind ?? 'check') === 'check') return null;
  const text = answerText(item, response.answer);
  const files = response.files ?? [];
  if (!text && files.length === 0) return null;
  return (
    <div className={response.flagged ? 'recipient__answer recipient__answer--flagged' : 'recipient__answer'}>
      {response.flagged && <span className="badge badge--danger">{A.flagged}</span>}
      {text && <span {...userText}>{text}</span>}
      {files.length > 0 && (
        <ul className="recipient__files">
          {files.map((file) => (
            <li key={file.id}>
              <a href={sameOriginFileUrl(file.url)} target="_blank" rel="noreferrer" {...userText}>
                {file.type.startsWith('image/') ? <img src={sameOriginFileUrl(file.url)} alt={file.name} className="recipient__thumb" /> : file.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
