import { AUTH_MESSAGES, MFA_UI, PASSKEY_UI, type User } from '@ticklist/contracts';
import { BusyButton } from '@/components/ui/BusyButton';
import { TextField } from '@/components/ui/TextField';
import { useServerForm } from '@/lib/use-server-form';
import { loginMfa } from '../api/login-mfa';
import { bannerMessage } from '../api/errors';
import { AuthForm } from './AuthLayout';
import { PasskeySignIn } from './PasskeySignIn';

/**
 * The code step of a sign-in for an account with a second factor (after the password, or a reset):
 * a code of the authenticator app or a recovery code, sent with the step's `mfaToken`; or, with
 * `passkey`, one of the account's passkeys instead (it counts as both factors).
 */
export function MfaCodeForm({ mfaToken, passkey = false, onSignedIn }: { mfaToken: string; passkey?: boolean; onSignedIn: (token: string, user: User) => void }) {
  const { form, banner, setBanner } = useServerForm<{ code: string }>({ code: '' });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setBanner(null);
    try {
      const res = await loginMfa({ mfaToken, code: code.trim() });
      onSignedIn(res.token, res.user);
    } catch (error) {
      setBanner(bannerMessage(error, { fallback: MFA_UI.codeFailed, network: AUTH_MESSAGES.networkError, unexpected: AUTH_MESSAGES.unexpected }));
    }
  });

  return (
    <AuthForm title={MFA_UI.codeTitle} intro={MFA_UI.codeIntro} onSubmit={onSubmit} banner={banner}>
      <TextField label={MFA_UI.codeLabel} autoComplete="one-time-code" spellCheck={false} {...form.register('code')} />
      <BusyButton block busy={form.formState.isSubmitting} label={MFA_UI.verify} busyLabel={MFA_UI.verifying} />
      {passkey && <PasskeySignIn label={PASSKEY_UI.useInstead} onSignedIn={onSignedIn} onFailed={setBanner} />}
    </AuthForm>
  );
}
