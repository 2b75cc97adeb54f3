import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOTP_UI as T, type TotpEnrolmentResponse } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Spinner } from '@/components/ui/Spinner';
import { startTotp, totpKey, useTotpStatus } from '../api/two-factor';
import { RecoveryCodes } from './RecoveryCodes';
import { DisableTotpForm, RenewRecoveryCodesForm } from './TotpOnForms';
import { TotpSetUp } from './TotpSetUp';

/** What the panel shows besides its status: a set-up under way, or recovery codes shown once. */
type Step = { kind: 'idle' } | { kind: 'setup'; enrolment: TotpEnrolmentResponse } | { kind: 'codes'; codes: string[]; title: string };

/**
 * Account › Security › Two-factor authentication: set up an authenticator app (QR code, a typed
 * code, ten recovery codes shown once), new recovery codes, turn it off with the password and a code.
 */
export function TwoFactorPanel() {
  const status = useTotpStatus();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const start = async () => {
    setMessage(null);
    setStarting(true);
    try {
      setStep({ kind: 'setup', enrolment: await startTotp() });
    } catch {
      setMessage({ tone: 'error', text: T.startFailed });
    } finally {
      setStarting(false);
    }
  };
  const showCodes = (codes: string[], title: string) => {
    setStep({ kind: 'codes', codes, title });
    void queryClient.invalidateQueries({ queryKey: totpKey });
  };

  const enabled = status.data?.enabled === true;
  return (
    <section className="card account-section" aria-labelledby="totp-title">
      <h2 id="totp-title">{T.title}</h2>
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <Alert tone="error">{T.loadFailed}</Alert>
      ) : (
        <>
          <p className="muted">{enabled ? T.introOn : T.introOff}</p>
          <div aria-live="polite" role="status">
            {message?.tone === 'success' && <p className="alert alert--success">{message.text}</p>}
          </div>
          {message?.tone === 'error' && <Alert tone="error">{message.text}</Alert>}
          {step.kind === 'codes' ? (
            <RecoveryCodes codes={step.codes} title={step.title} onDone={() => setStep({ kind: 'idle' })} />
          ) : step.kind === 'setup' && !enabled ? (
            <TotpSetUp enrolment={step.enrolment} onConfirmed={(r) => showCodes(r.recoveryCodes, T.codesTitle)} onCancel={() => setStep({ kind: 'idle' })} />
          ) : enabled ? (
            <div className="totp-on">
              <RenewRecoveryCodesForm onRenewed={(r) => showCodes(r.recoveryCodes, T.renewTitle)} />
              <DisableTotpForm onDisabled={() => setMessage({ tone: 'success', text: T.disabled })} />
            </div>
          ) : (
            <div className="row">
              <BusyButton type="button" busy={starting} label={T.setUp} busyLabel={T.startingSetUp} onClick={() => void start()} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
