import { useState } from 'react';
import { ACCESS_TOKEN_UI as T, fillText, type AccessToken, type CreateAccessTokenResponse } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { ApiAccessSection } from '@/components/ui/ApiAccessSection';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Spinner } from '@/components/ui/Spinner';
import { inSentence } from '@/components/ui/UserText';
import { useAccessTokens, useRevokeAccessToken } from '../api/access-tokens';
import { AccessTokenList } from './AccessTokenList';
import { CreateAccessTokenForm } from './CreateAccessTokenForm';
import { NewAccessTokenSecret } from './NewAccessTokenSecret';

/** Account › Security: personal access tokens for the API (list, create with the secret shown once, revoke confirmed). */
export function AccessTokensPanel() {
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  const [created, setCreated] = useState<CreateAccessTokenResponse | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);

  return (
    <ApiAccessSection id="tokens-title" title={T.title} intro={T.intro} apiReference={T.apiReference}>
      {created ? (
        <NewAccessTokenSecret secret={created.secret} onDone={() => setCreated(null)} />
      ) : (
        <CreateAccessTokenForm onCreated={setCreated} />
      )}
      <h3 className="token-list__title">{T.listLabel}</h3>
      {tokens.isPending ? (
        <Spinner />
      ) : tokens.isError ? (
        <Alert tone="error">{T.loadFailed}</Alert>
      ) : (
        <AccessTokenList tokens={tokens.data.tokens} onRevoke={setRevoking} />
      )}
      {revoking && (
        <ConfirmDialog
          title={T.revokeTitle}
          message={inSentence((name) => fillText(T.revokeBody, { name }), revoking.name)}
          confirmLabel={T.revokeConfirm}
          busyLabel={T.revoking}
          cancelLabel={T.cancel}
          onConfirm={() => revoke.mutateAsync(revoking.id)}
          failureMessage={() => T.revokeFailed}
          onClose={() => setRevoking(null)}
        />
      )}
    </ApiAccessSection>
  );
}
