import { textLength } from '../text/text-length';
import {
  FILE_TYPE_FAMILIES,
  ITEM_KIND_MESSAGES as M,
  ITEM_KIND_SETTINGS,
  ITEM_SETTING_LIMITS as L,
  type FileTypeFamily,
  type ItemKind,
  type ItemSettings,
} from './item-kinds';

export interface ReadSettings {
  /** The kind's settings, defaults filled in, in a fixed order. */
  settings: ItemSettings;
  /** Messages keyed by setting name (empty when valid). */
  errors: Record<string, string>;
}

type Raw = Record<string, unknown>;

const isWhole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * A kind's settings as given (null or absent: `{}`), checked and with the kind's defaults filled in.
 * A setting of another kind is refused rather than dropped, so a typo never passes silently.
 */
export function readItemSettings(kind: ItemKind, given: unknown): ReadSettings {
  const errors: Record<string, string> = {};
  if (given !== undefined && given !== null && (typeof given !== 'object' || Array.isArray(given))) {
    return { settings: {}, errors: { '': M.settingsInvalid } };
  }
  const raw: Raw = { ...((given as Raw | null) ?? {}) };
  const allowed = ITEM_KIND_SETTINGS[kind];
  for (const key of Object.keys(raw)) if (!(key in allowed)) errors[key] = M.settingUnknown(kind);
  const value = (key: keyof ItemSettings) => (raw[key] === undefined ? allowed[key] : raw[key]);
  const settings: ItemSettings = {};

  const bool = (key: 'naAllowed' | 'multiple') => {
    const v = value(key);
    if (typeof v === 'boolean') settings[key] = v;
    else errors[key] = M.booleanInvalid;
  };
  const count = (key: 'minCount' | 'maxCount', max: number) => {
    const v = value(key);
    if (isWhole(v, 1, max)) settings[key] = v;
    else errors[key] = M.countInvalid(max);
  };

  switch (kind) {
    case 'yesno': {
      bool('naAllowed');
      const flagOn = value('flagOn');
      if (flagOn === null || flagOn === 'yes' || flagOn === 'no') settings.flagOn = flagOn;
      else errors.flagOn = M.yesNoFlagInvalid;
      break;
    }
    case 'number': {
      for (const key of ['min', 'max'] as const) {
        const v = raw[key];
        if (v === undefined || v === null) continue;
        if (isFiniteNumber(v)) settings[key] = v;
        else errors[key] = M.numberInvalid;
      }
      if (settings.min !== undefined && settings.max !== undefined && settings.min > settings.max) errors.min = M.minAboveMax;
      if (raw.unit !== undefined && raw.unit !== null) {
        if (typeof raw.unit !== 'string') errors.unit = M.unitInvalid;
        else if (textLength(raw.unit.trim()) > L.unitMax) errors.unit = M.unitTooLong;
        else if (raw.unit.trim()) settings.unit = raw.unit.trim();
      }
      const decimals = value('decimals');
      if (isWhole(decimals, 0, L.decimalsMax)) settings.decimals = decimals;
      else errors.decimals = M.decimalsInvalid;
      break;
    }
    case 'choice': {
      const options = raw.options;
      if (!Array.isArray(options) || options.length < L.optionsMin || options.length > L.optionsMax) errors.options = M.optionsInvalid;
      else {
        const texts = options.map((o) => (typeof o === 'string' ? o.trim() : ''));
        if (texts.some((t) => !t || textLength(t) > L.optionMax)) errors.options = M.optionInvalid;
        else if (new Set(texts).size !== texts.length) errors.options = M.optionDuplicate;
        else settings.options = texts;
      }
      bool('multiple');
      const flagOn = value('flagOn');
      if (flagOn === null) settings.flagOn = null;
      else if (!Array.isArray(flagOn) || flagOn.some((o) => typeof o !== 'string')) errors.flagOn = M.choiceFlagInvalid;
      else if (settings.options) {
        const flagged = [...new Set((flagOn as string[]).map((o) => o.trim()))];
        if (flagged.some((o) => !settings.options!.includes(o))) errors.flagOn = M.choiceFlagInvalid;
        else settings.flagOn = flagged;
      }
      break;
    }
    case 'text': {
      const v = value('maxLength');
      if (isWhole(v, 1, L.textMaxLength)) settings.maxLength = v;
      else errors.maxLength = M.maxLengthInvalid;
      break;
    }
    case 'photo':
    case 'file': {
      const max = kind === 'photo' ? L.photoMaxCount : L.fileMaxCount;
      count('minCount', max);
      count('maxCount', max);
      if (settings.minCount !== undefined && settings.maxCount !== undefined && settings.minCount > settings.maxCount) errors.minCount = M.minCountAboveMax;
      if (kind === 'file') {
        const types = value('types');
        const families = FILE_TYPE_FAMILIES as readonly unknown[];
        if (!Array.isArray(types) || types.length === 0 || types.some((t) => !families.includes(t))) errors.types = M.typesInvalid;
        else settings.types = FILE_TYPE_FAMILIES.filter((t) => types.includes(t)) as FileTypeFamily[];
      }
      break;
    }
    default:
      break;
  }
  return { settings, errors };
}

/** Two settings objects hold the same values (key order aside: jsonb keeps its own). */
export function sameItemSettings(a: ItemSettings, b: ItemSettings): boolean {
  const canonical = (s: ItemSettings) => JSON.stringify(Object.entries(s).sort(([x], [y]) => (x < y ? -1 : 1)));
  return canonical(a) === canonical(b);
}
