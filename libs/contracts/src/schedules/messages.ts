export const SCHEDULE_MESSAGES = {
  scheduleInvalid: 'Schedule must be an object, or null for none',
  rruleRequired: 'Choose how often it repeats',
  rruleInvalid: 'Repeat rule must be an RFC 5545 RRULE such as FREQ=WEEKLY;BYDAY=MO',
  rruleTooFrequent: 'A schedule can repeat at most once a day',
  rruleEnded: 'This schedule has no occurrence in the future',
  startsAtInvalid: 'Start must be a local date and time, YYYY-MM-DDTHH:mm',
  timeZoneRequired: 'Time zone is required',
  timeZoneInvalid: 'Time zone must be an IANA time zone such as Europe/London',
  opensBeforeHoursInvalid: (max: number) => `Opens before must be a whole number of hours from 0 to ${max}`,
  dueAfterHoursInvalid: (max: number) => `Due after must be a whole number of hours from 1 to ${max}, or null until the next run`,
  missedPolicyInvalid: "Missed policy must be 'missed' or 'keep_open'",
  carryNotesInvalid: 'Carry notes must be true or false',
  pausedInvalid: 'Paused must be true or false',
  unknownField: 'Unknown schedule field',
  dueAtWithSchedule: 'A scheduled checklist has no due date: each run is due by its schedule',
  noSchedule: 'This checklist has no schedule',
} as const;

/** The run start mail (issue 45): "Your Closing checks for Tuesday 3 March are ready". */
export const RUN_MAIL_TEXTS = {
  subject: (title: string, day: string) => `Your ${title} for ${day} are ready`,
  intro: (owner: string, title: string, day: string) => `A new run of "${title}", shared with you by ${owner}, is ready for ${day}.`,
  dueOn: (when: string) => `Due ${when}.`,
  action: 'Open your checklist',
} as const;

export const RUN_MESSAGES = {
  occurrenceNotFound: 'Occurrence not found',
  runNotFound: 'Run not found',
  /** 422 keyed `occurrence`: the results' `?occurrence=` is not an id. */
  occurrenceIdInvalid: 'Occurrence must be the id of an occurrence of this checklist',
  runIdInvalid: 'Run must be the id of a run of this link',
  /** 409: a save to a run that is not open (missed or finished), or not one of the link's. */
  runNotOpen: 'This run is over: its answers can no longer be changed. Open your link for the current run.',
} as const;
