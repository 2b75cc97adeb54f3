import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES, AUTH_UI, EMAIL_PATTERN, LIMITS, type RegisterRequest } from '@ticklist/contracts';
import { BusyButton } from '@/components/ui/BusyButton';
import { PasswordField } from '@/components/ui/PasswordField';
import { FieldErrors, RequiredMark, TextField } from '@/components/ui/TextField';
import { useSession } from '@/lib/session/session';
import { useServerForm } from '@/lib/use-server-form';
import { register as signUp } from '../api/register';
import { bannerMessage } from '../api/errors';
import { AuthForm, AuthFooterPrompt } from './AuthLayout';
import { EmailField } from './EmailField';

const FIELDS = ['username', 'email', 'password', 'inviteCode', 'agreeToTerms'] as const;
type Field = (typeof FIELDS)[number];

/** The contracts' e-mail rule, the one sharing uses: an address that can be shared with can sign up. */
function checkEmail(raw: string): true | string {
  const email = raw.trim();
  if (!email) return AUTH_MESSAGES.emailRequired;
  return (EMAIL_PATTERN.test(email) && email.length <= LIMITS.emailMax) || AUTH_MESSAGES.emailInvalid;
}

/**
 * Sign-up (spec section 2 Register): server 422 errors under each field, other failures in a banner.
 * From an invitation's page (`?invitation=…`, issue 47) the invitation stands in for the invite
 * code, and the new account lands on the dashboard it joined (`invitedTo` says where).
 */
export function RegisterForm({ invitedTo, defaultEmail = '' }: { invitedTo?: () => Promise<string>; defaultEmail?: string } = {}) {
  const { setSession } = useSession();
  const navigate = useNavigate();
  const invitationToken = useSearchParams()[0].get('invitation')?.trim() || '';
  const { form, banner, setBanner, fail } = useServerForm<RegisterRequest>(
    { username: '', email: defaultEmail, password: '', inviteCode: '', agreeToTerms: false },
    FIELDS,
  );
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const res = await signUp({
        ...values,
        username: values.username.trim(),
        email: values.email.trim(),
        inviteCode: values.inviteCode.trim(),
        ...(invitationToken ? { invitationToken } : {}),
      });
      if (res.token && res.user) {
        setSession(res.token, res.user);
        navigate(invitationToken && invitedTo ? await invitedTo().catch(() => '/dashboard') : '/dashboard', { replace: true });
      }
      else navigate('/login', { replace: true });
    } catch (error) {
      fail(error, () =>
        bannerMessage(error, { fallback: AUTH_MESSAGES.registrationFailed, network: AUTH_MESSAGES.networkError, unexpected: AUTH_MESSAGES.unexpected }),
      );
    }
  });

  const lines = (field: Field) => errors[field]?.message?.split('\n');
  const termsErrorId = 'register-terms-error';

  return (
    <>
      <AuthForm title={AUTH_UI.registerTitle} intro={AUTH_UI.registerIntro} onSubmit={onSubmit} banner={banner} bannerId="register-banner">
        <TextField
          label={AUTH_UI.usernameLabel}
          required
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          hint={AUTH_UI.usernameHint}
          error={lines('username')}
          {...register('username', { validate: (v) => !!v.trim() || AUTH_MESSAGES.usernameRequired })}
        />
        <EmailField
          error={lines('email')}
          {...register('email', { validate: checkEmail })}
        />
        <PasswordField
          label={AUTH_UI.passwordLabel}
          required
          autoComplete="new-password"
          hint={AUTH_UI.passwordHint}
          error={lines('password')}
          {...register('password', { required: AUTH_MESSAGES.passwordRequired })}
        />
        {!invitationToken && (
          <TextField
            label={AUTH_UI.inviteCodeLabel}
            required
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            hint={AUTH_UI.inviteCodeHint}
            error={lines('inviteCode')}
            {...register('inviteCode', { validate: (v) => !!v.trim() || AUTH_MESSAGES.inviteCodeRequired })}
          />
        )}
        <div className="field">
          <div className="checkbox">
            <input
              id="register-terms"
              type="checkbox"
              aria-required="true"
              aria-invalid={errors.agreeToTerms ? true : undefined}
              aria-describedby={errors.agreeToTerms ? termsErrorId : undefined}
              {...register('agreeToTerms', { validate: (v) => v === true || AUTH_MESSAGES.termsRequired })}
            />
            <label htmlFor="register-terms">
              {AUTH_UI.agreePrefix}
              <Link to="/terms" target="_blank" rel="noopener">
                {AUTH_UI.termsLink}
              </Link>
              {AUTH_UI.agreeJoin}
              <Link to="/privacy" target="_blank" rel="noopener">
                {AUTH_UI.privacyLink}
              </Link>
            </label>
            <RequiredMark />
          </div>
          <FieldErrors id={errors.agreeToTerms ? termsErrorId : undefined} lines={lines('agreeToTerms') ?? []} />
        </div>
        <BusyButton block busy={isSubmitting} label={AUTH_UI.createAccount} busyLabel={AUTH_UI.creatingAccount} />
      </AuthForm>
      <AuthFooterPrompt prompt={AUTH_UI.haveAccount} to="/login" link={AUTH_UI.signIn} />
    </>
  );
}
