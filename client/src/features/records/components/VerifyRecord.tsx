import { RECORD_UI as T } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { PageShell } from '@/components/ui/PageShell';
import { Spinner } from '@/components/ui/Spinner';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useRecordCheck } from '../api/records';
import '../records.css';

/** The signed record, read loosely: what the page shows of it. */
interface RecordView {
  checklist?: { title?: string };
  recipient?: { email?: string | null };
  owner?: { name?: string | null; email?: string | null };
  issuedAt?: string;
  acceptedAt?: string | null;
  closedAt?: string;
  items?: { id: string; text: string; complete: boolean; answer: unknown; answeredAt: string | null }[];
  evidence?: { fileId: string; name: string; sha256: string }[];
}

/** An answer as text: lists joined, a signature or file by its name; a tick says nothing more than Done. */
function answerText(answer: unknown): string {
  if (answer === null || answer === undefined || typeof answer === 'boolean') return '';
  if (Array.isArray(answer)) return answer.join(', ');
  if (typeof answer === 'object') return String((answer as { name?: unknown }).name ?? '');
  return String(answer);
}

/**
 * `/verify/{code}` (issue 48): anyone holding a record's code sees what it says and, plainly,
 * whether it is intact (the server re-checks the signature, the stored record and the answers).
 */
export function VerifyRecord({ code }: { code: string }) {
  const check = useRecordCheck(code);
  return (
    <PageShell title={T.title} narrow>
      <article className="record stack">
        <h1>{T.title}</h1>
        {check.isPending && <Spinner label={T.checking} />}
        {check.isError && <Alert>{check.error instanceof ApiError && check.error.status === 404 ? T.notFound : T.failed}</Alert>}
        {check.data && <RecordBody code={code} record={check.data.record as RecordView} verification={check.data.verification} />}
      </article>
    </PageShell>
  );
}

function RecordBody({ code, record, verification }: { code: string; record: RecordView; verification: NonNullable<ReturnType<typeof useRecordCheck>['data']>['verification'] }) {
  const facts: [string, string | null | undefined][] = [
    [T.checklist, record.checklist?.title],
    [T.recipient, record.recipient?.email],
    [T.owner, [record.owner?.name, record.owner?.email && `(${record.owner.email})`].filter(Boolean).join(' ')],
    [T.issuedAt, record.issuedAt && formatDateTime(record.issuedAt)],
    [T.acceptedAt, record.acceptedAt && formatDateTime(record.acceptedAt)],
    [T.closedAt, record.closedAt && formatDateTime(record.closedAt)],
    [T.signedBy, verification.signedBy],
  ];
  return (
    <>
      {verification.valid ? (
        <Alert tone="success">{T.intact}</Alert>
      ) : (
        <Alert title={T.broken}>
          <ul>
            {verification.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      {verification.superseded && <Alert tone="info">{T.superseded}</Alert>}
      {verification.redacted && <Alert tone="info">{T.redacted}</Alert>}
      <dl className="record__facts">
        {facts.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <section aria-labelledby="record-items">
        <h2 id="record-items">{T.items}</h2>
        <ol className="record__items">
          {(record.items ?? []).map((item) => (
            <li key={item.id}>
              <span className="record__item-text">{item.text}</span>
              <span className="muted">
                {[item.complete ? T.done : T.notDone, answerText(item.answer), item.answeredAt && formatDateTime(item.answeredAt)].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ol>
      </section>
      {record.evidence?.length ? (
        <section aria-labelledby="record-evidence">
          <h2 id="record-evidence">{T.evidence}</h2>
          <ul className="record__evidence">
            {record.evidence.map((file) => (
              <li key={file.fileId}>
                {file.name}: <code>{file.sha256}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="record__links">
        <a className="btn" href={`/api/records/${encodeURIComponent(code)}/pdf`}>
          {T.downloadPdf}
        </a>{' '}
        <a href="/api/signing-keys">{T.signingKeys}</a>
      </p>
    </>
  );
}
