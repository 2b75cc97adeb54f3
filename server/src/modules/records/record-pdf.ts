import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { toBuffer } from 'qrcode';
import { RECORD_PDF as T } from '@ticklist/contracts';

/** What the PDF shows of a record (its signed JSON, read loosely: older records may lack fields). */
interface RecordView {
  issuedAt?: string;
  acceptedAt?: string | null;
  closedAt?: string;
  checklist?: { title?: string; fingerprint?: string };
  recipient?: { email?: string | null };
  owner?: { name?: string | null; email?: string | null };
  items?: { text: string; complete: boolean; answer: unknown; answeredAt: string | null }[];
  evidence?: { name: string; sha256: string }[];
  messages?: number;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

/** `2026-11-29T21:43:19.000Z` → `2026-11-29 21:43` (the record's moments are UTC). */
const utc = (iso: string | null | undefined) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

/** An answer as one line: files by count, lists joined, a signature by its name. */
function answerText(answer: unknown): string {
  if (answer === null || answer === undefined || typeof answer === 'boolean') return '';
  if (Array.isArray(answer)) return answer.every((x) => typeof x === 'string' && /^[0-9a-f-]{36}$/i.test(x)) ? T.files(answer.length) : answer.join(', ');
  if (typeof answer === 'object') return String((answer as { name?: unknown }).name ?? '');
  return String(answer);
}

/**
 * Lays text out top to bottom over as many A4 pages as it takes. The standard fonts encode
 * Windows-1252 only: any other character is drawn as "?" rather than failing the PDF.
 */
class Layout {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private readonly charsets = new Map<PDFFont, Set<number>>();

  private encodable(text: string, font: PDFFont): string {
    let known = this.charsets.get(font);
    if (!known) this.charsets.set(font, (known = new Set(font.getCharacterSet())));
    return [...text.replace(/[\r\n\t]+/g, ' ')].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
  }

  /** Words wrapped to the page's width (a word longer than a line is cut). */
  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    let line = '';
    for (const word of this.encodable(text, font).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) line = next;
      else {
        if (line) out.push(line);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let n = rest.length;
          while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
          out.push(rest.slice(0, n));
          rest = rest.slice(n);
        }
        line = rest;
      }
    }
    if (line) out.push(line);
    return out;
  }

  room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  text(text: string, { size = 10, bold = false, indent = 0, color = INK, gap = 4 } = {}): void {
    const font = bold ? this.bold : this.font;
    for (const line of this.lines(text, font, size, A4[0] - 2 * MARGIN - indent)) {
      this.room(size + 2);
      this.y -= size + 2;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
    this.y -= gap;
  }

  async image(png: Uint8Array, size: number): Promise<void> {
    const image = await this.doc.embedPng(png);
    this.room(size);
    this.y -= size;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width: size, height: size });
    this.y -= 6;
  }
}

/**
 * The record's PDF (issue 48), logo-free: the checklist, the recipient, every item with its answer
 * and time, the evidence files' hashes, and where to verify it (URL and QR code). It is a view of
 * the signed record; the JWS stays what a third party checks.
 */
export async function renderRecordPdf(record: RecordView, verifyUrl: string, superseded: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${T.heading}: ${record.checklist?.title ?? ''}`);
  doc.setCreator('Ticklist');
  const layout = new Layout(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  layout.text(T.heading, { size: 18, bold: true, gap: 10 });
  if (superseded) layout.text(T.superseded, { bold: true, gap: 8 });
  const facts: [string, string | null | undefined][] = [
    [T.checklist, record.checklist?.title],
    [T.recipient, record.recipient?.email],
    [T.owner, [record.owner?.name, record.owner?.email && `(${record.owner.email})`].filter(Boolean).join(' ')],
    [T.issuedAt, utc(record.issuedAt)],
    [T.acceptedAt, utc(record.acceptedAt)],
    [T.closedAt, utc(record.closedAt)],
    [T.fingerprint, record.checklist?.fingerprint],
  ];
  for (const [label, value] of facts) if (value) layout.text(`${label}: ${value}`);

  layout.text(T.items, { size: 13, bold: true, gap: 6 });
  (record.items ?? []).forEach((item, i) => {
    layout.text(`${i + 1}. ${item.text}`, { bold: true, gap: 1 });
    const answer = answerText(item.answer);
    const state = [item.complete ? T.done : T.notDone, answer, item.answeredAt ? T.answeredAt(utc(item.answeredAt)) : ''].filter(Boolean).join(' · ');
    layout.text(state, { indent: 14, color: MUTED, gap: 6 });
  });

  if (record.evidence?.length) {
    layout.text(T.evidence, { size: 13, bold: true, gap: 6 });
    for (const file of record.evidence) layout.text(`${file.name}: ${file.sha256}`, { size: 8, gap: 2 });
  }
  layout.text(T.messages(record.messages ?? 0), { gap: 12 });

  layout.text(T.verify, { gap: 2 });
  layout.text(verifyUrl, { size: 9, gap: 6 });
  await layout.image(await toBuffer(verifyUrl, { type: 'png', margin: 1, width: 240 }), 110);
  return doc.save();
}
