import { useQueryClient } from '@tanstack/react-query';
import { GENERIC_MESSAGES, MESSAGE_UI as T, type ChecklistSummary, type Share } from '@ticklist/contracts';
import { MessageThread } from '@/components/ui/MessageThread';
import { errorMessage } from '@/lib/api-client';
import { deleteShareMessage, postShareMessage, shareMessagesKey, useShareMessages } from '../api/share-messages';

/** The thread with one recipient in their expanded row (issue 48): what they wrote to the owner, and the owner's answers. */
export function RecipientMessages({ checklist, share, open }: { checklist: ChecklistSummary; share: Share; open: boolean }) {
  const queryClient = useQueryClient();
  const query = useShareMessages(checklist.id, share.id, open);
  const messages = [...(query.data?.pages ?? [])].reverse().flatMap((page) => page.messages);
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareMessagesKey(checklist.id, share.id) });
  return (
    <div className="activity">
      <MessageThread
        messages={messages}
        mine="owner"
        headingLevel={5}
        items={checklist.items.map((i) => ({ id: i.id, text: i.text }))}
        label={T.messageToRecipient(share.recipientUser.email)}
        readOnly={!!checklist.closedAt}
        error={query.isError ? errorMessage(query.error, GENERIC_MESSAGES.unexpected) : null}
        hasOlder={query.hasNextPage}
        onOlder={() => void query.fetchNextPage()}
        onSend={async (text, itemId) => {
          await postShareMessage(checklist.id, share.id, text, itemId);
          await refresh();
        }}
        onDelete={(id) => void deleteShareMessage(checklist.id, share.id, id).finally(() => void refresh())}
      />
    </div>
  );
}
