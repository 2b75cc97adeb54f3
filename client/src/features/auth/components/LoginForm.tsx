import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { AUTH_MESSAGES, AUTH_UI, type LoginRequest } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { PasswordField } from '@/components/ui/PasswordField';
import { TextField } from '@/components/ui/TextField';
import { useSession } from '@/lib/session/session';
import { login } from '../api/login';
import { bannerMessage } from '../api/errors';
import { AuthHeading } from './AuthLayout';

/** Where the protected guard was asked to go, or /dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Sign-in (spec section 2 Login): no client-side rules; the server's message or 'Login failed'. */
export function LoginForm() {
  const { setSession } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginRequest>({ defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const res = await login({ username: values.username.trim(), password: values.password });
      setSession(res.token, res.user);
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      setBanner(bannerMessage(error, { fallback: AUTH_MESSAGES.loginFailed, network: AUTH_MESSAGES.networkError, unexpected: AUTH_MESSAGES.unexpected }));
    }
  });

  return (
    <>
      <AuthHeading intro={AUTH_UI.loginIntro}>{AUTH_UI.loginTitle}</AuthHeading>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {banner && <Alert tone="error">{banner}</Alert>}
        <TextField
          label={AUTH_UI.loginEmailLabel}
          type="email"
          autoComplete="username"
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
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? AUTH_UI.signingIn : AUTH_UI.signIn}
        </button>
      </form>
      <div className="auth-footer">
        <p>
          {AUTH_UI.noAccount} <Link to="/register">{AUTH_UI.createOne}</Link>
        </p>
      </div>
    </>
  );
}
