import { useId } from 'react';
import { MFA_MESSAGES, TOTP_UI as T, type RecoveryCodesResponse, type TotpEnrolmentResponse } from '@ticklist/contracts';
import { BusyButton } from '@/components/ui/BusyButton';
import { TextField } from '@/components/ui/TextField';
import { useServerForm } from '@/lib/use-server-form';
import { confirmTotp } from '../api/two-factor';
import { Alert } from '@/components/ui/Alert';

/** The pending set-up: the QR code (and its key to type), then a code of the app turns it on. */
export function TotpSetUp({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolmentResponse;
  onConfirmed: (codes: RecoveryCodesResponse) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { form, banner, setBanner, fail } = useServerForm<{ code: string }>({ code: '' }, ['code']);
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setBanner(null);
    try {
      onConfirmed(await confirmTotp(code.trim()));
    } catch (error) {
      fail(error, () => T.failed);
    }
  });

  return (
    <div className="stack totp-setup">
      <h3 className="totp-setup__title">{T.scanTitle}</h3>
      <img className="totp-setup__qr" src={enrolment.qrCode} alt={T.qrAlt} width={240} height={240} />
      <div className="field">
        <p className="muted" id={`${id}-hint`}>
          {T.secretHint}
        </p>
        <label className="label" htmlFor={`${id}-secret`}>
          {T.secretLabel}
        </label>
        <input id={`${id}-secret`} className="input totp-setup__secret" readOnly value={enrolment.secret} aria-describedby={`${id}-hint`} spellCheck={false} />
      </div>
      {banner && <Alert tone="error">{banner}</Alert>}
      <form onSubmit={onSubmit} noValidate className="stack">
        <TextField
          label={T.codeLabel}
          hint={T.codeHint}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          error={form.formState.errors.code?.message}
          {...form.register('code', { validate: (v) => v.trim().length > 0 || MFA_MESSAGES.codeRequired })}
        />
        <div className="row">
          <BusyButton busy={form.formState.isSubmitting} label={T.confirm} busyLabel={T.confirming} />
          <button type="button" className="btn" onClick={onCancel}>
            {T.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
