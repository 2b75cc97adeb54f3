import { useState } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { AUTH_MESSAGES, AUTH_UI, OIDC_UI, PASSKEY_UI, fillText, isMfaRequired, type LoginRequest, type MfaRequiredResponse, type SignInOptions, type User } from '@ticklist/contracts';
import { BusyButton } from '@/components/ui/BusyButton';
import { PasswordField } from '@/components/ui/PasswordField';
import { TextField } from '@/components/ui/TextField';
import { useSession } from '@/lib/session/session';
import { useServerForm } from '@/lib/use-server-form';
import { login } from '../api/login';
import { bannerMessage } from '../api/errors';
import { AuthForm, AuthFooterPrompt } from './AuthLayout';
import { MfaCodeForm } from './MfaCodeForm';
import { PasskeySignIn, passkeysOffered } from './PasskeySignIn';

/** Where the protected guard was asked to go, or /dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Sign-in (spec section 2 Login): no client-side rules; the server's message or 'Login failed'.
 * `signIn` (the server's public config): where offered, a passkey too.
 */
export function LoginForm({ signIn }: { signIn?: SignInOptions }) {
  const { setSession } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { form, banner, setBanner } = useServerForm<LoginRequest>({ username: '', password: '' });
  const { register } = form;
  // An account with a second factor: the code step follows the password.
  const [codeStep, setCodeStep] = useState<MfaRequiredResponse | null>(null);
  const passkeys = passkeysOffered(signIn);
  // OIDC_ONLY=on: the server takes no password sign-in (but its break-glass address's, at the API).
  const passwordOn = signIn?.password !== false;
  const signedIn = (token: string, user: User) => {
    setSession(token, user);
    navigate(returnPath(location.state), { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const res = await login({ username: values.username.trim(), password: values.password });
      if (isMfaRequired(res)) setCodeStep(res);
      else signedIn(res.token, res.user);
    } catch (error) {
      setBanner(bannerMessage(error, { fallback: AUTH_MESSAGES.loginFailed, network: AUTH_MESSAGES.networkError, unexpected: AUTH_MESSAGES.unexpected }));
    }
  });

  if (codeStep) return <MfaCodeForm mfaToken={codeStep.mfaToken} passkey={passkeys && codeStep.methods.includes('passkey')} onSignedIn={signedIn} />;
  return (
    <>
      <AuthForm title={AUTH_UI.loginTitle} intro={AUTH_UI.loginIntro} onSubmit={onSubmit} banner={banner}>
        {passwordOn && (
          <>
            <TextField
              label={AUTH_UI.loginEmailLabel}
              type="email"
              // "webauthn": where the browser supports it, passkeys are offered among the suggestions.
              autoComplete={passkeys ? 'username webauthn' : 'username'}
              inputMode="email"
              spellCheck={false}
              {...register('username')}
            />
            <div>
              <PasswordField label={AUTH_UI.passwordLabel} autoComplete="current-password" {...register('password')} />
              <div className="auth-row-end">
                <Link to="/forgot">{AUTH_UI.forgotLink}</Link>
              </div>
            </div>
            <BusyButton block busy={form.formState.isSubmitting} label={AUTH_UI.signIn} busyLabel={AUTH_UI.signingIn} />
          </>
        )}
        {passwordOn && (passkeys || signIn?.oidc) && (
          <p className="auth-or" aria-hidden="true">
            {PASSKEY_UI.or}
          </p>
        )}
        {passkeys && <PasskeySignIn autofill={passwordOn} onSignedIn={signedIn} onFailed={setBanner} />}
        {/* A full page visit: the provider's pages come next, then /login/sso. */}
        {signIn?.oidc && (
          <a className="btn btn--block" href="/api/auth/oidc/start">
            {fillText(OIDC_UI.signIn, { name: signIn.oidc.name })}
          </a>
        )}
      </AuthForm>
      {passwordOn && <AuthFooterPrompt prompt={AUTH_UI.noAccount} to="/register" link={AUTH_UI.createOne} />}
    </>
  );
}
