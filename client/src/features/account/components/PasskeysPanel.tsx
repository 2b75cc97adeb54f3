import { useState } from 'react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { PASSKEY_MAX, PASSKEY_MESSAGES, PASSKEY_NAME_MAX, PASSKEY_UI as T, fillText, textLength, type Passkey } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { inSentence } from '@/components/ui/UserText';
import { ApiError } from '@/lib/api-client';
import { useServerForm } from '@/lib/use-server-form';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { PasskeyList } from './PasskeyList';

/**
 * Account › Security › Passkeys: name one and add it (the browser makes it), the list with when
 * each was added and last used, and Remove (confirmed). At most PASSKEY_MAX per account.
 */
export function PasskeysPanel() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [added, setAdded] = useState(false);
  const { form, banner, setBanner, fail } = useServerForm<{ name: string }>({ name: '' }, ['name']);
  const supported = browserSupportsWebAuthn();
  const full = (passkeys.data?.passkeys.length ?? 0) >= PASSKEY_MAX;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    setBanner(null);
    setAdded(false);
    try {
      await add.mutateAsync(name.trim());
      form.reset({ name: '' });
      setAdded(true);
    } catch (error) {
      // The browser's own refusal (cancelled, timed out) is no ApiError: nothing was added.
      fail(error, () => (error instanceof ApiError ? error.message || PASSKEY_MESSAGES.notVerified : T.cancelled));
    }
  });

  return (
    <section className="card account-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{T.title}</h2>
      <p className="muted">{T.intro}</p>
      <div aria-live="polite" role="status">
        {added && <p className="alert alert--success">{T.added}</p>}
      </div>
      {banner && <Alert tone="error">{banner}</Alert>}
      {!supported ? (
        <Alert tone="info">{T.unsupported}</Alert>
      ) : full ? (
        <Alert tone="info">{T.full}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="stack token-form">
          <TextField
            label={T.nameLabel}
            hint={T.nameHint}
            autoComplete="off"
            error={form.formState.errors.name?.message}
            {...form.register('name', { validate: (v) => textLength(v.trim()) <= PASSKEY_NAME_MAX || PASSKEY_MESSAGES.nameTooLong })}
          />
          <div className="row">
            <BusyButton busy={form.formState.isSubmitting} label={T.add} busyLabel={T.adding} />
          </div>
        </form>
      )}
      <h3 className="token-list__title">{T.listLabel}</h3>
      {passkeys.isPending ? (
        <Spinner />
      ) : passkeys.isError ? (
        <Alert tone="error">{T.loadFailed}</Alert>
      ) : (
        <PasskeyList passkeys={passkeys.data.passkeys} onRemove={setRemoving} />
      )}
      {removing && (
        <ConfirmDialog
          title={T.removeTitle}
          message={inSentence((name) => fillText(T.removeBody, { name }), removing.name)}
          confirmLabel={T.remove}
          busyLabel={T.removing}
          cancelLabel={T.cancel}
          onConfirm={() => remove.mutateAsync(removing.id)}
          failureMessage={() => T.removeFailed}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
