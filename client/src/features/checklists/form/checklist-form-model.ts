import {
  CHECKLIST_MESSAGES as M,
  itemField,
  itemSettingField,
  type ChecklistForEdit,
  type ChecklistTemplate,
  type CreateChecklistRequest,
  type ResponsePolicy,
  type UpdateChecklistRequest,
  type ItemKind,
  type ItemSettings,
  isAnswerableKind,
  sameItemSettings,
} from '@ticklist/contracts';
import { sortFieldErrors } from '@/lib/form-errors';
import { emptyKindSettings, kindSettingsFromItem, prepareKindSettings, type KindSettingsForm } from './item-kind-model';
import { dueFormKey, dueFromChecklist, dueRequestFields, emptyDue, prepareDue, type DueFormValues, type PreparedDue } from './due-reminders-model';
import { emptySchedule, prepareSchedule, scheduleFormKey, scheduleFromChecklist, scheduleRequestFields, type PreparedSchedule, type ScheduleFormValue } from './schedule-model';

/** One task in the form. Fields beyond text/description are edit-only bookkeeping, never typed in. */
export interface ItemFormValue {
  /** Server id; null for a task added in this form. */
  itemId: string | null;
  text: string;
  description: string;
  responsePolicy: ResponsePolicy | null;
  /** Set when the text or help text is changed; cleared when a response policy is chosen. */
  modified: boolean;
  /** As loaded, to tell whether the server will see the item as changed. */
  original: { text: string; description: string; kind?: ItemKind; settings?: ItemSettings } | null;
  /** E-mails of the recipients who responded to this item (edit only). */
  responseEmails: string[];
  /** What the item asks (issue 46); `check` is the tick box. */
  kind: ItemKind;
  /** Answerable kinds but `check`: whether it must be answered for the recipient to be done. */
  required: boolean;
  settings: KindSettingsForm;
}

export interface ChecklistFormValues extends DueFormValues {
  title: string;
  description: string;
  items: ItemFormValue[];
  /** The Repeat card (issue 45). */
  schedule: ScheduleFormValue;
}

/** Errors keyed like the API's 422 body: title, description, items, items[i].text ... */
export type FormErrors = Record<string, string>;

export function newItem(): ItemFormValue {
  return {
    itemId: null,
    text: '',
    description: '',
    responsePolicy: null,
    modified: false,
    original: null,
    responseEmails: [],
    kind: 'check',
    required: true,
    settings: emptyKindSettings(),
  };
}

export function emptyForm(): ChecklistFormValues {
  return { title: '', description: '', items: [newItem()], ...emptyDue(), schedule: emptySchedule() };
}

/** A new checklist's form filled from a template (title, description, items in their order). */
export function formFromTemplate(template: ChecklistTemplate): ChecklistFormValues {
  const items = [...template.items]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map<ItemFormValue>((item) => ({ ...newItem(), text: item.text, description: item.description ?? '', ...kindFromItem(item) }));
  return { ...emptyForm(), title: template.title, description: template.description ?? '', items: items.length ? items : [newItem()] };
}

export function formFromChecklist(checklist: ChecklistForEdit): ChecklistFormValues {
  const items = [...checklist.items]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map<ItemFormValue>((item) => ({
      itemId: item.id,
      text: item.text,
      description: item.description ?? '',
      responsePolicy: item.responsePolicy ?? null,
      modified: false,
      original: { text: item.text, description: item.description ?? '', kind: item.kind ?? 'check', settings: item.settings ?? {} },
      responseEmails: [...new Set((item.responses ?? []).map((r) => r.user.email))],
      ...kindFromItem(item),
    }));
  return {
    title: checklist.title,
    description: checklist.description ?? '',
    items: items.length ? items : [newItem()],
    ...dueFromChecklist(checklist),
    schedule: scheduleFromChecklist(checklist.schedule),
  };
}

/** An item's kind fields in the form, from an item as the API gives it (no kind: a tick box). */
function kindFromItem(item: { kind?: ItemKind; required?: boolean; settings?: ItemSettings }) {
  const kind = item.kind ?? 'check';
  return { kind, required: item.required ?? true, settings: kindSettingsFromItem(kind, item.settings) };
}

/** The item's kind or settings differ from those loaded (a change that needs a response policy). */
function isKindChanged(item: ItemFormValue): boolean {
  if (!item.original) return false;
  const kind = item.original.kind ?? 'check';
  if (item.kind !== kind) return true;
  return !sameItemSettings(prepareKindSettings(item.kind, item.settings).settings, item.original.settings ?? {});
}

export const hasResponses = (item: ItemFormValue) => item.responseEmails.length > 0;

/** True when the server would see this loaded item as changed (trimmed, blank help = none). */
export function isChanged(item: ItemFormValue): boolean {
  if (!item.original) return false;
  return item.text.trim() !== item.original.text.trim() || item.description.trim() !== item.original.description.trim() || isKindChanged(item);
}

/** The first item that has responses, was changed, and has no keep/reset choice yet. */
export function firstUnresolvedIndex(items: ItemFormValue[]): number {
  return items.findIndex((item) => hasResponses(item) && isChanged(item) && !item.responsePolicy);
}

/** An item's kind as sent: left out for a tick box that was one (today's requests stay as they were). */
export interface KindFields {
  kind: ItemKind;
  required?: boolean;
  settings: ItemSettings;
}

export interface Prepared {
  errors: FormErrors;
  /** Form indexes of the items sent, in order: payload item k is form item sent[k]. */
  sent: number[];
  title: string;
  description: string | null;
  items: { formIndex: number; text: string; description: string | null; displayOrder: number; kind?: KindFields }[];
  due: PreparedDue;
  schedule: PreparedSchedule;
  /** A repeating checklist has no due date: its due fields are neither checked nor sent. */
  repeats: boolean;
}

/**
 * Client validation of spec section 5: trims everything, blank descriptions become null and
 * blank-text items are dropped. Not dropped (so nothing typed is lost silently): a blank task
 * that still has help text, and in edit a task that already exists on the server.
 */
export function prepare(values: ChecklistFormValues): Prepared {
  const errors: FormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = M.titleRequired;
  const rows = values.items.map((item, formIndex) => ({
    formIndex,
    text: item.text.trim(),
    description: item.description.trim() || null,
    existing: item.itemId !== null,
  }));
  const filled = rows.filter((r) => r.text && isAnswerableKind(values.items[r.formIndex]!.kind));
  if (filled.length === 0) {
    errors.items = M.itemsRequired;
    rows.forEach((r) => (errors[itemField(r.formIndex, 'text')] = M.itemTextRequired));
  } else {
    for (const r of rows) {
      if (!r.text && (r.description || r.existing)) errors[itemField(r.formIndex, 'text')] = M.itemTextRequired;
    }
  }
  const kept = rows.filter((r) => r.text);
  const kinds = new Map<number, KindFields>();
  for (const r of kept) {
    const item = values.items[r.formIndex]!;
    const fields = kindFields(item);
    if (!fields) continue;
    const checked = prepareKindSettings(item.kind, item.settings);
    for (const [setting, message] of Object.entries(checked.errors)) errors[itemSettingField(r.formIndex, setting)] = message;
    kinds.set(r.formIndex, { ...fields, settings: checked.settings });
  }
  const repeats = !!values.schedule?.on;
  const due = prepareDue(values);
  const schedule = prepareSchedule(values.schedule ?? emptySchedule());
  return {
    errors: { ...errors, ...(repeats ? {} : due.errors), ...schedule.errors },
    due,
    schedule,
    repeats,
    sent: kept.map((r) => r.formIndex),
    title,
    description: values.description.trim() || null,
    items: kept.map((r, k) => {
      const kind = kinds.get(r.formIndex);
      return { formIndex: r.formIndex, text: r.text, description: r.description, displayOrder: k + 1, ...(kind ? { kind } : {}) };
    }),
  };
}

/**
 * What an item sends of its kind: nothing for a tick box that was one (or new), so requests of
 * tick-only checklists stay as they were; `required` only for answerable kinds but `check`.
 */
function kindFields(item: ItemFormValue): Omit<KindFields, 'settings'> | null {
  const was = item.original?.kind ?? 'check';
  if (item.kind === 'check' && was === 'check') return null;
  if (item.kind === 'check' || item.kind === 'heading') return { kind: item.kind };
  return { kind: item.kind, required: item.required };
}

/** The fields an item's kind adds to its request entry. */
const kindRequest = (kind: KindFields | undefined) => (kind ? { kind: kind.kind, settings: kind.settings, ...(kind.required === undefined ? {} : { required: kind.required }) } : {});

export function toCreateRequest(p: Prepared): CreateChecklistRequest {
  return {
    title: p.title,
    description: p.description,
    items: p.items.map(({ text, description, displayOrder, kind }) => ({ text, description, displayOrder, ...kindRequest(kind) })),
    ...(p.repeats ? scheduleRequestFields(p.schedule, null, false) : dueRequestFields(p.due, null)),
  };
}

export function toUpdateRequest(id: string, p: Prepared, values: ChecklistFormValues): UpdateChecklistRequest {
  return {
    id,
    title: p.title,
    description: p.description,
    items: p.items.map(({ formIndex, text, description, displayOrder, kind }) => {
      const item = values.items[formIndex];
      return { id: item.itemId, text, description, displayOrder, responsePolicy: item.responsePolicy, ...kindRequest(kind) };
    }),
    ...(p.repeats ? {} : dueRequestFields(p.due, values.dueOriginal)),
    ...scheduleRequestFields(p.schedule, values.schedule?.original ?? null, p.repeats && !!values.dueOriginal?.dueAt),
  };
}

const ITEM_KEY = /^items\[(\d+)\]\.(\w+(?:\.\w+)?)$/;
/** Item fields the form shows an error at: the task's own, and its kind's. */
const ITEM_FIELDS = /^(text|description|responsePolicy|kind|required|settings(\.\w+)?)$/;

/** The form key a server key belongs to: `items[k]` of the request is form item sent[k]. */
function formKey(key: string, sent: number[]): string | null {
  const m = ITEM_KEY.exec(key);
  if (m) {
    const formIndex = sent[Number(m[1])];
    return formIndex !== undefined && ITEM_FIELDS.test(m[2]!) ? `items[${formIndex}].${m[2]}` : null;
  }
  return key === 'title' || key === 'description' || key === 'items' ? key : (dueFormKey(key) ?? scheduleFormKey(key));
}

/**
 * Maps a validation answer onto the form (through the shared field-error helper): the first
 * message of each field, and the messages that belong to no field. Null when it names none.
 */
export function mapServerErrors(error: unknown, sent: number[]): { fields: FormErrors; other: string[] } | null {
  const sorted = sortFieldErrors(error, (key) => formKey(key, sent));
  if (!sorted) return null;
  const fields: FormErrors = {};
  for (const [key, messages] of Object.entries(sorted.fields)) if (messages?.[0]) fields[key] = messages[0];
  return { fields, other: sorted.other };
}

/** Errors after removing item `removed`: later items' keys shift down by one. */
export function reindexAfterRemove(errors: FormErrors, removed: number): FormErrors {
  return remapItemErrors(errors, (i) => (i === removed ? null : i > removed ? i - 1 : i));
}

/** Errors after `count` items were inserted at `at` (the ones from there on shift down). */
export function reindexAfterInsert(errors: FormErrors, at: number, count: number): FormErrors {
  return remapItemErrors(errors, (i) => (i >= at ? i + count : i));
}

/** Errors after moving an item from one index to another (the others shift to make room). */
export function reindexAfterMove(errors: FormErrors, from: number, to: number): FormErrors {
  return remapItemErrors(errors, (i) => {
    if (i === from) return to;
    if (from < to && i > from && i <= to) return i - 1;
    if (from > to && i >= to && i < from) return i + 1;
    return i;
  });
}

function remapItemErrors(errors: FormErrors, map: (index: number) => number | null): FormErrors {
  const out: FormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const m = ITEM_KEY.exec(key);
    if (!m) {
      out[key] = message;
      continue;
    }
    const next = map(Number(m[1]));
    if (next !== null) out[`items[${next}].${m[2]}`] = message;
  }
  return out;
}
