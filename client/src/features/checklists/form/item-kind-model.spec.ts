import { ApiError } from '@/lib/api-client';
import { emptyForm, formFromChecklist, isChanged, mapServerErrors, newItem, prepare, toCreateRequest, toUpdateRequest, type ItemFormValue } from './checklist-form-model';
import { emptyKindSettings, kindSettingsFromItem } from './item-kind-model';
import { kindRowTexts } from './kind-row-texts';

const item = (text: string, kind: ItemFormValue['kind'] = 'check', settings: Partial<ItemFormValue['settings']> = {}): ItemFormValue => ({
  ...newItem(),
  text,
  kind,
  settings: { ...emptyKindSettings(), ...settings },
});

const form = (...items: ItemFormValue[]) => ({ ...emptyForm(), title: 'Site visit', items });

describe('item kinds in the checklist form', () => {
  it('sends a tick-box list exactly as before (no kind, required or settings)', () => {
    expect(toCreateRequest(prepare(form(item('Lock the door')))).items).toEqual([{ text: 'Lock the door', description: null, displayOrder: 1 }]);
  });

  it('sends each kind with its settings as the API takes them', () => {
    const p = prepare(
      form(
        item('Outside', 'heading'),
        item('Exit clear?', 'yesno', { naAllowed: true, yesNoFlag: 'no' }),
        item('Fridge', 'number', { min: '0', max: '5,5', unit: ' °C ', decimals: '1' }),
        item('Colour', 'choice', { options: 'Red\n\n Blue \nGreen', multiple: true, flagOptions: ['Red', 'Gone'] }),
        item('Meter', 'photo', { minCount: '2', maxCount: '' }),
        item('Papers', 'file', { types: ['pdf'] }),
      ),
    );
    expect(p.errors).toEqual({});
    expect(toCreateRequest(p).items.map(({ kind, required, settings }) => ({ kind, required, settings }))).toEqual([
      { kind: 'heading', required: undefined, settings: {} },
      { kind: 'yesno', required: true, settings: { naAllowed: true, flagOn: 'no' } },
      { kind: 'number', required: true, settings: { min: 0, max: 5.5, unit: '°C', decimals: 1 } },
      { kind: 'choice', required: true, settings: { options: ['Red', 'Blue', 'Green'], multiple: true, flagOn: ['Red'] } },
      { kind: 'photo', required: true, settings: { minCount: 2, maxCount: 10 } },
      { kind: 'file', required: true, settings: { minCount: 1, maxCount: 5, types: ['pdf'] } },
    ]);
  });

  it('says a wrong setting at its field, with the server rules', () => {
    const p = prepare(form(item('Fridge', 'number', { min: '9', max: '2', decimals: 'two' }), item('Colour', 'choice', { options: 'Only one' })));
    expect(p.errors).toEqual({
      'items[0].settings.min': 'Minimum must not be above maximum',
      'items[0].settings.decimals': 'Decimals must be a whole number from 0 to 4',
      'items[1].settings.options': 'Give between 2 and 20 options',
    });
  });

  it('refuses a list of headings only: a heading is not an item to do', () => {
    expect(prepare(form(item('Outside', 'heading'))).errors.items).toBe('At least one item is required');
  });

  it("puts the server's 422 on a kind's setting at that field of the form task", () => {
    expect(mapServerErrors(new ApiError(422, 'Validation failed', { 'items[1].settings.unit': ['Too long'], 'items[0].kind': ['Bad'] }), [0, 2])).toEqual({
      fields: { 'items[2].settings.unit': 'Too long', 'items[0].kind': 'Bad' },
      other: [],
    });
  });

  it('marks a loaded item whose kind changed as Modified and sends its kind on update', () => {
    const values = formFromChecklist({
      id: 'c1',
      title: 'T',
      description: null,
      items: [{ id: 'i1', text: 'Fridge', description: null, displayOrder: 1, kind: 'number', settings: { decimals: 0 }, responsePolicy: null, responses: [] }],
    } as never);
    const loaded = values.items[0]!;
    expect(loaded.settings).toEqual(kindSettingsFromItem('number', { decimals: 0 }));
    expect(isChanged(loaded)).toBe(false);
    const changed = { ...values, items: [{ ...loaded, kind: 'yesno' as const }] };
    expect(isChanged(changed.items[0]!)).toBe(true);
    expect(toUpdateRequest('c1', prepare(changed), changed).items[0]).toMatchObject({ id: 'i1', kind: 'yesno', settings: { naAllowed: false, flagOn: null } });
  });

  it("titles a heading 'Section' and numbers only the tasks", () => {
    const items = [{ kind: 'heading' as const }, { kind: 'yesno' as const }, { kind: 'heading' as const }, { kind: 'check' as const }];
    expect(items.map((_, i) => kindRowTexts(items, i).title)).toEqual(['Section', 'Task 1', 'Section', 'Task 2']);
    expect(kindRowTexts([{ kind: 'check' }, { kind: 'number' }], 1)).toEqual({});
  });
});
