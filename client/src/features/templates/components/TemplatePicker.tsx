import { useId, useState } from 'react';
import { CHECKLIST_UI as T, GENERIC_MESSAGES as G, WORKFLOW_MESSAGES as W, type ChecklistTemplate } from '@ticklist/contracts';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { userText } from '@/components/ui/UserText';
import '../templates.css';

/** Screens this narrow fold the templates away until asked for (issue 44): the title field comes first. */
const FOLDED_QUERY = '(max-width: 480px)';

/**
 * How a new checklist starts: blank, or from a built-in template or one of the owner's own
 * (those can be deleted, after a confirmation). `selected` is the chosen template's id, or null
 * for blank. On a phone the choice is folded under its heading until opened.
 */
export function TemplatePicker({ selected, onChoose }: { selected: string | null; onChoose: (template: ChecklistTemplate | null) => void }) {
  const headingId = useId();
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [deleting, setDeleting] = useState<ChecklistTemplate | null>(null);
  const [open, setOpen] = useState(() => !window.matchMedia?.(FOLDED_QUERY).matches);
  const all = templates.data?.templates ?? [];
  const builtIn = all.filter((t) => t.builtIn);
  const own = all.filter((t) => !t.builtIn);

  const option = (template: ChecklistTemplate) => (
    <li key={template.id} className="template-option">
      <button
        type="button"
        className="template-option__choose"
        aria-pressed={selected === template.id}
        onClick={() => onChoose(template)}
      >
        <span className="template-option__title" {...userText}>{template.title}</span>
        <span className="template-option__meta">{T.itemsCount(template.items.length)}</span>
      </button>
      {!template.builtIn && (
        <button type="button" className="btn btn--ghost btn--small" aria-label={W.deleteTemplate(template.title)} onClick={() => setDeleting(template)}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );

  return (
    <section className="card" aria-labelledby={headingId}>
      <details className="template-picker" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="template-picker__summary">
          <h2 id={headingId}>{W.startFromTemplate}</h2>
        </summary>
        <div className="stack-sm template-picker__choices">
          <button type="button" className="btn" aria-pressed={selected === null} onClick={() => onChoose(null)}>
            {W.startBlank}
          </button>
          {templates.isError && <p className="hint">{W.templatesLoadFailed}</p>}
          {builtIn.length > 0 && (
            <>
              <h3 className="template-group">{W.builtInTemplates}</h3>
              <ul className="template-options">{builtIn.map(option)}</ul>
            </>
          )}
          {own.length > 0 && (
            <>
              <h3 className="template-group">{W.yourTemplates}</h3>
              <ul className="template-options">{own.map(option)}</ul>
            </>
          )}
        </div>
      </details>
      {deleting && (
        <ConfirmDialog
          title={W.deleteTemplate(deleting.title)}
          message={W.deleteTemplateConfirm(deleting.title)}
          confirmLabel={W.delete}
          busyLabel={W.deleting}
          cancelLabel={W.cancel}
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
            if (selected === deleting.id) onChoose(null);
          }}
          failureMessage={(error) => errorMessage(error, G.anErrorOccurred, G.networkError)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
