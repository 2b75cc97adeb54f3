import { CHECKLIST_UI } from './ui-messages';

describe('CHECKLIST_UI.itemsCount (the dashboard card badge)', () => {
  it('reads "1 item" for one task and "{n} items" otherwise', () => {
    expect(CHECKLIST_UI.itemsCount(1)).toBe('1 item');
    expect(CHECKLIST_UI.itemsCount(0)).toBe('0 items');
    expect(CHECKLIST_UI.itemsCount(3)).toBe('3 items');
  });
});
