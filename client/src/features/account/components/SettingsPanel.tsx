import { useId, useState } from 'react';
import { ACCOUNT_MESSAGES, ACCOUNT_UI, THEMES, THEME_COMING_SOON } from '@ticklist/contracts';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/session';
import { downloadExport } from '../api/export-data';
import { DeleteAccountModal } from './DeleteAccountModal';

/** Settings: theme (System only for now), data export, and the danger zone. */
export function SettingsPanel() {
  const themeId = useId();
  const { logout } = useSession();
  const [exporting, setExporting] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadExport();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        logout();
        return;
      }
      window.alert(error instanceof ApiError ? error.message || ACCOUNT_MESSAGES.exportFailed : ACCOUNT_MESSAGES.exportError);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <section className="card account-section" aria-labelledby="appearance-title">
        <h2 id="appearance-title">{ACCOUNT_UI.settingsTitle}</h2>
        <h3 id="appearance-subtitle">{ACCOUNT_UI.appearanceTitle}</h3>
        <div className="field">
          <label htmlFor={themeId}>{ACCOUNT_UI.themeLabel}</label>
          <select id={themeId} className="select" defaultValue="system" aria-describedby={`${themeId}-hint`}>
            {THEMES.map((theme) => (
              <option key={theme.value} value={theme.value} disabled={!theme.available}>
                {theme.available ? theme.label : `${theme.label} (${THEME_COMING_SOON})`}
              </option>
            ))}
          </select>
          <span id={`${themeId}-hint`} className="hint">
            {ACCOUNT_UI.themeHint}
          </span>
        </div>
      </section>

      <section className="card account-section" aria-labelledby="export-title">
        <h3 id="export-title">{ACCOUNT_UI.dataExportTitle}</h3>
        <p className="muted">{ACCOUNT_UI.dataExportIntro}</p>
        <button type="button" className="btn" onClick={onExport} disabled={exporting} aria-busy={exporting}>
          {exporting ? ACCOUNT_UI.exporting : ACCOUNT_UI.exportData}
        </button>
      </section>

      <section className="card account-section danger-zone" aria-labelledby="danger-title">
        <h3 id="danger-title">{ACCOUNT_UI.dangerZoneTitle}</h3>
        <p>{ACCOUNT_UI.dangerZoneIntro}</p>
        <button type="button" className="btn btn--danger" onClick={() => setDeleteOpen(true)}>
          {ACCOUNT_UI.deleteAccount}
        </button>
      </section>

      <DeleteAccountModal open={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </>
  );
}
