import {
  ITEM_KIND_SETTINGS,
  readItemSettings,
  type FileTypeFamily,
  type ItemKind,
  type ItemSettings,
} from '@ticklist/contracts';

/**
 * An item's kind settings as the form holds them (issue 46): what the owner types, as typed
 * (numbers as text, options one per line), so nothing typed is lost before it is checked.
 */
export interface KindSettingsForm {
  naAllowed: boolean;
  /** yesno: '' (none), 'yes' or 'no'. */
  yesNoFlag: '' | 'yes' | 'no';
  min: string;
  max: string;
  unit: string;
  decimals: string;
  /** One option per line. */
  options: string;
  multiple: boolean;
  /** choice: the options that flag. */
  flagOptions: string[];
  maxLength: string;
  minCount: string;
  maxCount: string;
  types: FileTypeFamily[];
}

export function emptyKindSettings(): KindSettingsForm {
  return {
    naAllowed: false,
    yesNoFlag: '',
    min: '',
    max: '',
    unit: '',
    decimals: '0',
    options: '',
    multiple: false,
    flagOptions: [],
    maxLength: '500',
    minCount: '1',
    maxCount: '',
    types: ['pdf', 'image', 'office'],
  };
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The form's settings for an item as loaded (a template's or a checklist's). */
export function kindSettingsFromItem(kind: ItemKind, settings: ItemSettings | undefined): KindSettingsForm {
  const s = settings ?? {};
  const form = emptyKindSettings();
  return {
    ...form,
    naAllowed: s.naAllowed ?? false,
    yesNoFlag: kind === 'yesno' && (s.flagOn === 'yes' || s.flagOn === 'no') ? s.flagOn : '',
    min: text(s.min),
    max: text(s.max),
    unit: s.unit ?? '',
    decimals: text(s.decimals ?? 0),
    options: (s.options ?? []).join('\n'),
    multiple: s.multiple ?? false,
    flagOptions: kind === 'choice' && Array.isArray(s.flagOn) ? s.flagOn : [],
    maxLength: text(s.maxLength ?? 500),
    minCount: text(s.minCount ?? 1),
    maxCount: kind === 'photo' || kind === 'file' ? text(s.maxCount) : '',
    types: s.types ?? form.types,
  };
}

/** The lines of the options field that hold text, trimmed. */
export const optionLines = (options: string): string[] =>
  options
    .split(/\r?\n/)
    .map((o) => o.trim())
    .filter(Boolean);

/** A number field's text as the API takes it: blank → left out, a number → it, else as typed (refused). */
function number(value: string): unknown {
  const t = value.trim();
  if (!t) return undefined;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : t;
}

/** The settings object a kind sends (only its own settings, blank ones left out). */
export function kindSettingsRequest(kind: ItemKind, form: KindSettingsForm): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  switch (kind) {
    case 'yesno':
      raw.naAllowed = form.naAllowed;
      raw.flagOn = form.yesNoFlag || null;
      break;
    case 'number':
      raw.min = number(form.min);
      raw.max = number(form.max);
      raw.unit = form.unit.trim() || undefined;
      raw.decimals = number(form.decimals) ?? 0;
      break;
    case 'choice': {
      const options = optionLines(form.options);
      raw.options = options;
      raw.multiple = form.multiple;
      const flagged = form.flagOptions.filter((o) => options.includes(o));
      raw.flagOn = flagged.length ? flagged : null;
      break;
    }
    case 'text':
      raw.maxLength = number(form.maxLength) ?? 500;
      break;
    case 'photo':
    case 'file':
      raw.minCount = number(form.minCount) ?? 1;
      raw.maxCount = number(form.maxCount) ?? ITEM_KIND_SETTINGS[kind].maxCount;
      if (kind === 'file') raw.types = form.types;
      break;
    default:
      break;
  }
  for (const key of Object.keys(raw)) if (raw[key] === undefined) delete raw[key];
  return raw;
}

/**
 * Checks the settings the way the server does (the shared rules), so a mistake is said at its
 * field before sending; `errors` is keyed by setting name.
 */
export function prepareKindSettings(kind: ItemKind, form: KindSettingsForm): { settings: ItemSettings; errors: Record<string, string> } {
  const read = readItemSettings(kind, kindSettingsRequest(kind, form));
  return { settings: read.settings, errors: read.errors };
}
