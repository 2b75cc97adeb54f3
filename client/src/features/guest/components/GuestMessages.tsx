import { useQueryClient } from '@tanstack/react-query';
import { MESSAGE_UI as T, SHARING_MESSAGES as M, type GuestShare } from '@ticklist/contracts';
import { MessageThread } from '@/components/ui/MessageThread';
import { errorMessage } from '@/lib/api-client';
import { deleteGuestMessage, guestMessagesKey, postGuestMessage, useGuestMessages } from '../api/guest-messages';

/** The guest page's "Message to {owner name}" box and the thread with the owner (issue 48): unlike notes, the owner reads these. */
export function GuestMessages({ accessToken, share }: { accessToken: string; share: GuestShare }) {
  const queryClient = useQueryClient();
  const query = useGuestMessages(accessToken);
  // Oldest first on the screen: the pages come newest first, each one newest last.
  const messages = [...(query.data?.pages ?? [])].reverse().flatMap((page) => page.messages);
  const refresh = () => queryClient.invalidateQueries({ queryKey: guestMessagesKey(accessToken) });
  const owner = share.sharedBy.name || share.sharedBy.email;
  return (
    <div className="card guest-messages">
      <MessageThread
        messages={messages}
        mine="recipient"
        items={share.checklist.items.map((i) => ({ id: i.id, text: i.text }))}
        label={T.messageTo(owner)}
        readOnly={!!share.checklist.closedAt}
        error={query.isError ? errorMessage(query.error, M.loadFailed) : null}
        hasOlder={query.hasNextPage}
        onOlder={() => void query.fetchNextPage()}
        onSend={async (text, itemId) => {
          await postGuestMessage(accessToken, text, itemId);
          await refresh();
        }}
        onDelete={(id) => void deleteGuestMessage(accessToken, id).finally(() => void refresh())}
      />
    </div>
  );
}
