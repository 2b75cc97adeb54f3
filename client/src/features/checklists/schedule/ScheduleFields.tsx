import { useMemo } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { formatDueMoment, SCHEDULE_LIMITS, SCHEDULE_UI as S } from '@ticklist/contracts';
import type { ChecklistFormValues, FormErrors } from '../form/checklist-form-model';
import { ORDINALS, prepareSchedule, REPEAT_KINDS, scheduleKey, WEEKDAYS, type ScheduleFormValue } from '../form/schedule-model';
import { FieldError } from '../components/TaskRow';
import { useSchedulePreview } from './use-schedule-preview';
import './schedule.css';

interface Props {
  uid: string;
  errors: FormErrors;
  control: Control<ChecklistFormValues>;
  register: UseFormRegister<ChecklistFormValues>;
  onEdited: (...keys: string[]) => void;
}

/** Every IANA zone the browser knows, the chosen one included even when it does not. */
function timeZones(chosen: string): string[] {
  const known = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return known.includes(chosen) ? known : [chosen, ...known];
}

const ALL_KEYS = ['rrule', 'startsAt', 'timeZone', 'opensBeforeHours', 'dueAfterHours', 'missedPolicy', 'carryNotes'] as const;

/**
 * The form's Repeat card (issue 45): switched on, the checklist comes back on a schedule, each
 * time a fresh run per recipient. The schedule is read back in words with its next runs, by the
 * server that will run it (its 422s show under the fields as they are typed).
 */
export function ScheduleFields({ uid, errors, control, register, onEdited }: Props) {
  const value = useWatch({ control, name: 'schedule' }) as ScheduleFormValue;
  const prepared = useMemo(() => prepareSchedule(value), [value]);
  const live = useSchedulePreview(value.on && !Object.keys(prepared.errors).length ? prepared.schedule : null);
  const shown: FormErrors = { ...live.errors, ...errors };
  const zones = useMemo(() => timeZones(value.timeZone), [value.timeZone]);
  const id = (field: string) => `${uid}-schedule-${field}`;
  const edited = () => onEdited(...ALL_KEYS.map(scheduleKey), 'schedule', 'dueAt');
  const field = (name: Parameters<typeof register>[0]) => register(name, { onChange: edited });
  const described = (key: string, ...more: string[]) => {
    const ids = [...more, shown[key] ? `${id(key)}-error` : ''].filter(Boolean).join(' ');
    return { 'aria-describedby': ids || undefined, 'aria-invalid': shown[key] ? (true as const) : undefined };
  };
  const rruleKey = scheduleKey('rrule');

  return (
    <section className="card stack-sm schedule" aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{S.heading}</h2>
      <label className="checkbox">
        <input type="checkbox" id={id('on')} aria-describedby={id('hint')} {...field('schedule.on')} />
        <span>{S.repeatLabel}</span>
      </label>
      <p id={id('hint')} className="hint">
        {value.on ? S.dueWithSchedule : S.repeatHint}
      </p>
      {value.on && (
        <>
          <div className="schedule__row">
            <div className="field">
              <label htmlFor={id('kind')}>{S.kindLabel}</label>
              <select id={id('kind')} className="input" {...described(rruleKey)} {...field('schedule.kind')}>
                {value.kind === 'custom' && <option value="custom">{S.kinds.custom}</option>}
                {REPEAT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {S.kinds[kind]}
                  </option>
                ))}
              </select>
            </div>
            {value.kind === 'everyNDays' && (
              <div className="field">
                <label htmlFor={id('interval')}>{S.intervalLabel}</label>
                <input id={id('interval')} type="number" inputMode="numeric" min={2} max={365} className="input" {...described(rruleKey)} {...field('schedule.interval')} />
              </div>
            )}
            {value.kind === 'monthlyDay' && (
              <div className="field">
                <label htmlFor={id('monthDay')}>{S.monthDayLabel}</label>
                <input id={id('monthDay')} type="number" inputMode="numeric" min={1} max={31} className="input" {...described(rruleKey)} {...field('schedule.monthDay')} />
              </div>
            )}
            {value.kind === 'monthlyWeekday' && (
              <>
                <div className="field">
                  <label htmlFor={id('ordinal')}>{S.ordinalLabel}</label>
                  <select id={id('ordinal')} className="input" {...field('schedule.ordinal')}>
                    {ORDINALS.map((o) => (
                      <option key={o} value={o}>
                        {S.ordinals[o]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={id('weekday')}>{S.weekdayLabel}</label>
                  <select id={id('weekday')} className="input" {...field('schedule.weekday')}>
                    {WEEKDAYS.map((d) => (
                      <option key={d} value={d}>
                        {S.weekdays[d]}
                      </option>
                    ))}
                  </select>
                </div>
              </>
            )}
          </div>
          {value.kind === 'custom' && <p className="hint">{value.customWords}</p>}
          {value.kind === 'weekly' && (
            <fieldset className="schedule__weekdays" {...described(rruleKey)}>
              <legend>{S.weekdaysLegend}</legend>
              {WEEKDAYS.map((d) => (
                <label key={d} className="checkbox">
                  <input type="checkbox" value={d} {...field('schedule.weekdays')} />
                  <span>{S.weekdays[d]}</span>
                </label>
              ))}
            </fieldset>
          )}
          <FieldError id={`${id(rruleKey)}-error`} message={shown[rruleKey]} />

          <div className="schedule__row">
            <div className="field">
              <label htmlFor={id('startDate')}>{S.startDateLabel}</label>
              <input id={id('startDate')} type="date" className="input" {...described(scheduleKey('startsAt'))} {...field('schedule.startDate')} />
            </div>
            <div className="field">
              <label htmlFor={id('time')}>{S.timeLabel}</label>
              <input id={id('time')} type="time" className="input" {...described(scheduleKey('startsAt'))} {...field('schedule.time')} />
            </div>
            <div className="field">
              <label htmlFor={id('timeZone')}>{S.timeZoneLabel}</label>
              <select id={id('timeZone')} className="input" {...described(scheduleKey('timeZone'))} {...field('schedule.timeZone')}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <FieldError id={`${id(scheduleKey('startsAt'))}-error`} message={shown[scheduleKey('startsAt')]} />
          <FieldError id={`${id(scheduleKey('timeZone'))}-error`} message={shown[scheduleKey('timeZone')]} />

          <fieldset className="schedule__end">
            <legend>{S.endLegend}</legend>
            <label className="checkbox">
              <input type="radio" value="never" {...field('schedule.end')} />
              <span>{S.endNever}</span>
            </label>
            <label className="checkbox">
              <input type="radio" value="until" {...field('schedule.end')} />
              <span>{S.endUntil}</span>
            </label>
            {value.end === 'until' && (
              <div className="field">
                <label htmlFor={id('until')}>{S.untilLabel}</label>
                <input id={id('until')} type="date" className="input" {...field('schedule.until')} />
              </div>
            )}
            <label className="checkbox">
              <input type="radio" value="count" {...field('schedule.end')} />
              <span>{S.endCount}</span>
            </label>
            {value.end === 'count' && (
              <div className="field">
                <label htmlFor={id('count')}>{S.countLabel}</label>
                <input id={id('count')} type="number" inputMode="numeric" min={1} className="input" {...field('schedule.count')} />
              </div>
            )}
          </fieldset>

          <div className="schedule__row">
            <div className="field">
              <label htmlFor={id('opensBeforeHours')}>{S.opensBeforeLabel}</label>
              <input
                id={id('opensBeforeHours')}
                type="number"
                inputMode="numeric"
                min={0}
                max={SCHEDULE_LIMITS.opensBeforeHoursMax}
                className="input"
                {...described(scheduleKey('opensBeforeHours'))}
                {...field('schedule.opensBeforeHours')}
              />
              <FieldError id={`${id(scheduleKey('opensBeforeHours'))}-error`} message={shown[scheduleKey('opensBeforeHours')]} />
            </div>
            <div className="field">
              <label htmlFor={id('dueAfterHours')}>{S.dueAfterLabel}</label>
              <input
                id={id('dueAfterHours')}
                type="number"
                inputMode="numeric"
                min={1}
                max={SCHEDULE_LIMITS.dueAfterHoursMax}
                className="input"
                {...described(scheduleKey('dueAfterHours'))}
                {...field('schedule.dueAfterHours')}
              />
              <FieldError id={`${id(scheduleKey('dueAfterHours'))}-error`} message={shown[scheduleKey('dueAfterHours')]} />
            </div>
          </div>
          <div className="field">
            <label htmlFor={id('missedPolicy')}>{S.missedPolicyLabel}</label>
            <select id={id('missedPolicy')} className="input" {...field('schedule.missedPolicy')}>
              <option value="missed">{S.missedPolicies.missed}</option>
              <option value="keep_open">{S.missedPolicies.keep_open}</option>
            </select>
          </div>
          <label className="checkbox">
            <input type="checkbox" {...field('schedule.carryNotes')} />
            <span>{S.carryNotesLabel}</span>
          </label>

          <div className="schedule__preview" role="status">
            {live.preview && (
              <>
                <p className="schedule__words">{live.preview.schedule.description}</p>
                {live.preview.occurrences.length ? (
                  <>
                    <h3 className="schedule__next-heading">{S.nextRuns}</h3>
                    <ul className="schedule__next">
                      {live.preview.occurrences.map((at) => (
                        <li key={at}>{formatDueMoment(at, live.preview!.schedule.timeZone)}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p>{S.noNextRun}</p>
                )}
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
