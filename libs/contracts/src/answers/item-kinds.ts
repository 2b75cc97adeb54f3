/**
 * Item kinds (issue 46): what an item asks of its recipient, and the settings each kind takes.
 * `check` is today's tick box and the default, so every checklist made before kinds reads as it did.
 */
export const ITEM_KINDS = ['check', 'yesno', 'number', 'date', 'choice', 'text', 'photo', 'file', 'signature', 'heading'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** File families a `file` item may accept. */
export const FILE_TYPE_FAMILIES = ['pdf', 'image', 'office'] as const;
export type FileTypeFamily = (typeof FILE_TYPE_FAMILIES)[number];

/** Every setting any kind takes; each kind holds only its own (ITEM_KIND_SETTINGS). */
export interface ItemSettings {
  naAllowed?: boolean;
  /** `yesno`: the answer that flags (`yes`/`no`) or null; `choice`: the options that flag, or null. */
  flagOn?: 'yes' | 'no' | string[] | null;
  min?: number;
  max?: number;
  unit?: string;
  decimals?: number;
  options?: string[];
  multiple?: boolean;
  maxLength?: number;
  minCount?: number;
  maxCount?: number;
  types?: FileTypeFamily[];
}

export const ITEM_SETTING_LIMITS = {
  unitMax: 16,
  decimalsMax: 4,
  optionsMin: 2,
  optionsMax: 20,
  optionMax: 80,
  textMaxLength: 2000,
  photoMaxCount: 10,
  fileMaxCount: 5,
} as const;

/** The settings a kind holds, each with its default (undefined: absent unless given). */
export const ITEM_KIND_SETTINGS: Record<ItemKind, Partial<Record<keyof ItemSettings, unknown>>> = {
  check: {},
  yesno: { naAllowed: false, flagOn: null },
  number: { min: undefined, max: undefined, unit: undefined, decimals: 0 },
  date: {},
  choice: { options: undefined, multiple: false, flagOn: null },
  text: { maxLength: 500 },
  photo: { minCount: 1, maxCount: ITEM_SETTING_LIMITS.photoMaxCount },
  file: { minCount: 1, maxCount: ITEM_SETTING_LIMITS.fileMaxCount, types: [...FILE_TYPE_FAMILIES] },
  signature: {},
  heading: {},
};

/** A heading groups the items below it: it asks nothing and never counts. */
export const isAnswerableKind = (kind: ItemKind): boolean => kind !== 'heading';

export const isItemKind = (value: unknown): value is ItemKind => typeof value === 'string' && (ITEM_KINDS as readonly string[]).includes(value);

export const ITEM_KIND_MESSAGES = {
  kindInvalid: `Kind must be one of: ${ITEM_KINDS.join(', ')}`,
  requiredInvalid: 'Required must be true or false',
  settingsInvalid: 'Settings must be an object',
  settingUnknown: (kind: ItemKind) => `Not a setting of a ${kind} item`,
  booleanInvalid: 'Must be true or false',
  numberInvalid: 'Must be a number',
  minAboveMax: 'Minimum must not be above maximum',
  unitTooLong: `Unit must be at most ${ITEM_SETTING_LIMITS.unitMax} characters long`,
  unitInvalid: 'Unit must be text',
  decimalsInvalid: `Decimals must be a whole number from 0 to ${ITEM_SETTING_LIMITS.decimalsMax}`,
  optionsInvalid: `Give between ${ITEM_SETTING_LIMITS.optionsMin} and ${ITEM_SETTING_LIMITS.optionsMax} options`,
  optionInvalid: `Each option must be text of 1 to ${ITEM_SETTING_LIMITS.optionMax} characters`,
  optionDuplicate: 'Each option must be different',
  yesNoFlagInvalid: "Flag on must be 'yes', 'no' or null",
  choiceFlagInvalid: 'Flag on must be a list of the options, or null',
  maxLengthInvalid: `Maximum length must be a whole number from 1 to ${ITEM_SETTING_LIMITS.textMaxLength}`,
  countInvalid: (max: number) => `Must be a whole number from 1 to ${max}`,
  minCountAboveMax: 'Minimum count must not be above maximum count',
  typesInvalid: `Types must be a non-empty list of: ${FILE_TYPE_FAMILIES.join(', ')}`,
  kindChangeNeedsReset: 'A change of kind clears the answers: choose reset',
} as const;

/** Field keys of kinds in 422 `errors`, the way the form names its fields. */
export const itemSettingField = (index: number, setting: string) => `items[${index}].settings.${setting}`;
