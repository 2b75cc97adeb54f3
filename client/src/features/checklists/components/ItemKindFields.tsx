import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { FILE_TYPE_FAMILIES, ITEM_KINDS, ITEM_SETTING_LIMITS as L, type ItemKind } from '@ticklist/contracts';
import { KIND_FORM_TEXTS as K } from '../form/kind-texts';
import type { ChecklistFormValues, FormErrors } from '../form/checklist-form-model';
import { optionLines } from '../form/item-kind-model';
import { FieldError } from './TaskRow';

export interface ItemKindFieldsProps {
  uid: string;
  index: number;
  locked: boolean;
  errors: FormErrors;
  control: Control<ChecklistFormValues>;
  register: UseFormRegister<ChecklistFormValues>;
  /** A kind field changed: its error (keyed like the API's) goes. */
  onEdited: (index: number, key: string) => void;
}

/**
 * An item's answer type (a native select: compact, keyboard and screen-reader usable) and the
 * settings of the chosen kind, each with its error where the server's 422 puts it.
 */
export function ItemKindFields({ uid, index, locked, errors, control, register, onEdited }: ItemKindFieldsProps) {
  const kind = useWatch({ control, name: `items.${index}.kind` }) ?? 'check';
  const options = useWatch({ control, name: `items.${index}.settings.options` }) ?? '';
  const base = `${uid}-item-${index}`;
  const key = (setting: string) => `items[${index}].settings.${setting}`;

  /** Wiring of one setting's input: id, error, its registration. */
  const setting = (name: keyof ChecklistFormValues['items'][number]['settings'], errorKey: string = name) => {
    const id = `${base}-${name}`;
    const error = errors[key(errorKey)];
    return {
      id,
      error,
      errorId: `${id}-error`,
      props: {
        id,
        disabled: locked,
        'aria-invalid': !!error,
        'aria-describedby': error ? `${id}-error` : undefined,
        ...register(`items.${index}.settings.${name}`, { onChange: () => onEdited(index, key(errorKey)) }),
      },
    };
  };

  const kindId = `${base}-kind`;
  const kindError = errors[`items[${index}].kind`] ?? errors[`items[${index}].settings`];
  return (
    <div className="item-kind stack-sm">
      <div className="field item-kind__picker">
        <label htmlFor={kindId}>{K.kindLabel}</label>
        <select
          id={kindId}
          className="select"
          disabled={locked}
          aria-invalid={!!kindError}
          aria-describedby={kindError ? `${kindId}-error` : undefined}
          {...register(`items.${index}.kind`, { onChange: () => onEdited(index, `items[${index}].kind`) })}
        >
          {ITEM_KINDS.map((k) => (
            <option key={k} value={k}>
              {K.kinds[k]}
            </option>
          ))}
        </select>
        <FieldError id={`${kindId}-error`} message={kindError} />
      </div>
      {kind !== 'check' && kind !== 'heading' && (
        <label className="checkbox">
          <input type="checkbox" disabled={locked} {...register(`items.${index}.required`)} /> {K.required}
        </label>
      )}
      <KindSettings kind={kind} setting={setting} options={optionLines(options)} />
    </div>
  );
}

type Setting = (name: keyof ChecklistFormValues['items'][number]['settings'], errorKey?: string) => {
  id: string;
  error: string | undefined;
  errorId: string;
  props: Record<string, unknown>;
};

function KindSettings({ kind, setting, options }: { kind: ItemKind; setting: Setting; options: string[] }) {
  switch (kind) {
    case 'yesno': {
      const flag = setting('yesNoFlag', 'flagOn');
      const na = setting('naAllowed');
      return (
        <div className="item-kind__settings">
          <Check s={na} label={K.naAllowed} />
          <SelectField s={flag} label={K.flagOn}>
            <option value="">{K.flagNone}</option>
            <option value="yes">{K.yes}</option>
            <option value="no">{K.no}</option>
          </SelectField>
        </div>
      );
    }
    case 'number':
      return (
        <div className="item-kind__settings">
          <Input s={setting('min')} label={K.min} inputMode="decimal" />
          <Input s={setting('max')} label={K.max} inputMode="decimal" />
          <Input s={setting('unit')} label={K.unit} maxLength={L.unitMax} />
          <Input s={setting('decimals')} label={K.decimals} inputMode="numeric" />
          <p className="hint item-kind__wide">{K.rangeHint}</p>
        </div>
      );
    case 'choice': {
      const opts = setting('options');
      const flag = setting('flagOptions', 'flagOn');
      return (
        <div className="item-kind__settings">
          <div className="field item-kind__wide">
            <label htmlFor={opts.id}>{K.options}</label>
            <textarea className="textarea" rows={3} {...opts.props} />
            <FieldError id={opts.errorId} message={opts.error} />
          </div>
          <Check s={setting('multiple')} label={K.multiple} />
          {options.length > 0 && (
            <fieldset className="item-kind__wide item-kind__fieldset" aria-describedby={flag.error ? flag.errorId : undefined}>
              <legend>{K.flagOptions}</legend>
              {options.map((option, i) => (
                <label key={`${i}-${option}`} className="checkbox">
                  <input type="checkbox" value={option} {...flag.props} id={`${flag.id}-${i}`} /> {option}
                </label>
              ))}
              <FieldError id={flag.errorId} message={flag.error} />
            </fieldset>
          )}
        </div>
      );
    }
    case 'text':
      return (
        <div className="item-kind__settings">
          <Input s={setting('maxLength')} label={K.maxLength} inputMode="numeric" />
        </div>
      );
    case 'photo':
    case 'file': {
      const types = setting('types');
      return (
        <div className="item-kind__settings">
          <Input s={setting('minCount')} label={K.minCount} inputMode="numeric" />
          <Input s={setting('maxCount')} label={K.maxCount} inputMode="numeric" placeholder={String(kind === 'photo' ? L.photoMaxCount : L.fileMaxCount)} />
          {kind === 'file' && (
            <fieldset className="item-kind__wide item-kind__fieldset">
              <legend>{K.types}</legend>
              {FILE_TYPE_FAMILIES.map((t) => (
                <label key={t} className="checkbox">
                  <input type="checkbox" value={t} {...types.props} id={`${types.id}-${t}`} /> {K.typeNames[t]}
                </label>
              ))}
              <FieldError id={types.errorId} message={types.error} />
            </fieldset>
          )}
        </div>
      );
    }
    default:
      return null;
  }
}

function Input({ s, label, ...rest }: { s: ReturnType<Setting>; label: string; inputMode?: 'decimal' | 'numeric'; maxLength?: number; placeholder?: string }) {
  return (
    <div className="field">
      <label htmlFor={s.id}>{label}</label>
      <input className="input" autoComplete="off" {...rest} {...s.props} />
      <FieldError id={s.errorId} message={s.error} />
    </div>
  );
}

function Check({ s, label }: { s: ReturnType<Setting>; label: string }) {
  return (
    <div className="field">
      <label className="checkbox">
        <input type="checkbox" {...s.props} /> {label}
      </label>
      <FieldError id={s.errorId} message={s.error} />
    </div>
  );
}

function SelectField({ s, label, children }: { s: ReturnType<Setting>; label: string; children: React.ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={s.id}>{label}</label>
      <select className="select" {...s.props}>
        {children}
      </select>
      <FieldError id={s.errorId} message={s.error} />
    </div>
  );
}
