import { MFA_MESSAGES, TOTP_UI as T, type RecoveryCodesResponse } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { PasswordField } from '@/components/ui/PasswordField';
import { TextField } from '@/components/ui/TextField';
import { useServerForm } from '@/lib/use-server-form';
import { renewRecoveryCodes, useDisableTotp } from '../api/two-factor';

const codeRule = { validate: (v: string) => v.trim().length > 0 || MFA_MESSAGES.codeRequired };

/** With the app on: new recovery codes for a code (the old ones stop working). */
export function RenewRecoveryCodesForm({ onRenewed }: { onRenewed: (codes: RecoveryCodesResponse) => void }) {
  const { form, banner, setBanner, fail } = useServerForm<{ code: string }>({ code: '' }, ['code']);
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setBanner(null);
    try {
      onRenewed(await renewRecoveryCodes(code.trim()));
    } catch (error) {
      fail(error, () => T.failed);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="stack totp-form" aria-labelledby="totp-renew-title">
      <h3 id="totp-renew-title">{T.renewTitle}</h3>
      <p className="muted">{T.renewIntro}</p>
      {banner && <Alert tone="error">{banner}</Alert>}
      <TextField label={T.codeLabel} required inputMode="numeric" autoComplete="one-time-code" spellCheck={false} error={form.formState.errors.code?.message} {...form.register('code', codeRule)} />
      <div className="row">
        <BusyButton busy={form.formState.isSubmitting} label={T.renew} busyLabel={T.renewing} />
      </div>
    </form>
  );
}

/** With the app on: turning it off takes the password and a code (or a recovery code). */
export function DisableTotpForm({ onDisabled }: { onDisabled: () => void }) {
  const disable = useDisableTotp();
  const { form, banner, setBanner, fail } = useServerForm<{ password: string; code: string }>({ password: '', code: '' }, ['password', 'code']);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password, code }) => {
    setBanner(null);
    try {
      await disable.mutateAsync({ password, code: code.trim() });
      onDisabled();
    } catch (error) {
      fail(error, () => T.failed);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="stack totp-form" aria-labelledby="totp-disable-title">
      <h3 id="totp-disable-title">{T.disableTitle}</h3>
      {banner && <Alert tone="error">{banner}</Alert>}
      <PasswordField label={T.passwordLabel} required autoComplete="current-password" error={errors.password?.message} {...form.register('password', { required: MFA_MESSAGES.passwordWrong })} />
      <TextField label={T.codeLabel} required inputMode="numeric" autoComplete="one-time-code" spellCheck={false} error={errors.code?.message} {...form.register('code', codeRule)} />
      <div className="row">
        <BusyButton tone="danger" busy={form.formState.isSubmitting} label={T.disable} busyLabel={T.disabling} />
      </div>
    </form>
  );
}
