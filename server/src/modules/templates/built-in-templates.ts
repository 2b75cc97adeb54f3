import type { ChecklistTemplate, ItemKind, ItemSettings, TemplateItem } from '@ticklist/contracts';

type Entry = [text: string, description: string | null];

const items = (entries: Entry[]): TemplateItem[] =>
  entries.map(([text, description], i) => ({ text, description, displayOrder: i + 1, kind: 'check', required: true, settings: {} }));

const builtIn = (id: string, title: string, description: string, entries: Entry[]): ChecklistTemplate =>
  Object.freeze({ id: `builtin-${id}`, title, description, items: items(entries), builtIn: true });

/** An item of a template that asks for more than a tick (issue 46): its kind, settings and whether it must be done. */
type KindEntry = [text: string, description: string | null, kind: ItemKind, settings?: ItemSettings, required?: boolean];

const withKinds = (id: string, title: string, description: string, entries: KindEntry[]): ChecklistTemplate =>
  Object.freeze({
    id: `builtin-${id}`,
    title,
    description,
    items: entries.map(([text, itemDescription, kind, settings = {}, required = true], i) => ({
      text, description: itemDescription, displayOrder: i + 1, kind, required: kind === 'heading' ? false : required, settings,
    })),
    builtIn: true,
  });

/** The templates every owner can start from. Short and useful; ids are stable (clients may keep them). */
export const BUILT_IN_TEMPLATES: readonly ChecklistTemplate[] = [
  builtIn('new-starter', 'New starter onboarding', 'Everything a new colleague needs in their first week.', [
    ['Sign and return your contract', 'Two signed copies: one for you, one for HR.'],
    ['Send your bank details for payroll', 'Use the secure form HR sent you; never by plain e-mail.'],
    ['Set up your laptop and accounts', 'Change every temporary password at first sign-in.'],
    ['Read the staff handbook', 'Holidays, expenses and who to ask about what.'],
    ['Meet your buddy', 'Book 30 minutes in your first two days.'],
    ['Complete the security training', 'About 20 minutes online; required before you get building access.'],
    ['Agree your first-month goals with your manager', null],
  ]),
  builtIn('trip-packing', 'Trip packing', 'Pack once, forget nothing.', [
    ['Passport or ID card', 'Check it is valid for the whole trip, plus six months for some countries.'],
    ['Tickets and bookings', 'Keep a copy offline on your phone.'],
    ['Phone charger and travel adapter', null],
    ['Medicines', 'Enough for the trip and two spare days, in your hand luggage.'],
    ['Clothes for the forecast', 'Check the weather the day before you leave.'],
    ['Toiletries', 'Liquids in 100 ml bottles if you fly with hand luggage only.'],
    ['Bank card and some local cash', 'Tell your bank you are travelling if it asks for that.'],
  ]),
  builtIn('moving-house', 'Moving house', 'From booking the van to the first night in the new place.', [
    ['Book the removal van or company', 'Weekends fill up fast: book four weeks ahead.'],
    ['Give notice to your landlord or set the sale date', null],
    ['Redirect your post', null],
    ['Tell utilities, bank and employer your new address', 'Take meter readings on moving day, with photos.'],
    ['Pack room by room and label every box', 'Write the room and what is inside on two sides.'],
    ['Pack a first-night box', 'Kettle, bedding, chargers, toilet roll, basic tools.'],
    ['Hand over the keys', null],
  ]),
  builtIn('event-preparation', 'Event preparation', 'A small event, ready on the day.', [
    ['Confirm the date and book the venue', null],
    ['Send invitations', 'Ask people to reply by a set date.'],
    ['Arrange food and drinks', 'Ask about allergies and dietary needs in the invitation.'],
    ['Prepare the agenda or running order', null],
    ['Check equipment', 'Projector, cables, microphone, Wi-Fi access for guests.'],
    ['Brief the helpers', 'Who greets, who runs the timing, who tidies up.'],
    ['Send thanks and follow-ups afterwards', null],
  ]),
  withKinds('site-inspection', 'Site inspection', 'A walk round a site: answers, readings, photos and a signature, in one link.', [
    ['Safety', null, 'heading'],
    ['Fire exits clear?', 'Every exit door opens and nothing blocks the way out.', 'yesno', { flagOn: 'no' }],
    ['Fire extinguishers in date?', 'Check the tag on each one.', 'yesno', { naAllowed: true, flagOn: 'no' }],
    ['Fridge temperature', 'Read the thermometer inside, not the display.', 'number', { min: 0, max: 5, unit: '°C', decimals: 1 }],
    ['Areas checked', null, 'choice', { options: ['Entrance', 'Kitchen', 'Store room', 'Office', 'Toilets'], multiple: true }],
    ['Evidence', null, 'heading'],
    ['Photos of anything that needs fixing', 'Up to five; skip it when all is well.', 'photo', { minCount: 1, maxCount: 5 }, false],
    ['Remarks', null, 'text', { maxLength: 1000 }, false],
    ['Date of the inspection', null, 'date'],
    ['Signature of the site lead', 'Draw it, or type the name.', 'signature'],
  ]),
];

export const findBuiltInTemplate = (id: string): ChecklistTemplate | undefined => BUILT_IN_TEMPLATES.find((t) => t.id === id);
