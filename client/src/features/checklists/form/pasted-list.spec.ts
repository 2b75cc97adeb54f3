import { pastedTasks, planPaste, stripListMarks } from './pasted-list';

describe('a list pasted into a task field', () => {
  it('makes one task per line of the issue’s example', () => {
    expect(pastedTasks('Buy milk\nCall Sam\nBook room')).toEqual(['Buy milk', 'Call Sam', 'Book room']);
  });

  it('skips empty and blank lines and takes any line break (Windows, old Mac, Unicode)', () => {
    expect(pastedTasks('\r\nBuy milk\r\n\r\n   \rCall Sam\u2028Book room\n\n')).toEqual(['Buy milk', 'Call Sam', 'Book room']);
  });

  it('removes leading bullets, numbers, check boxes and check marks', () => {
    const pasted = ['- Buy milk', '* Call Sam', '• Book room', '1. Pay rent', '2) Water plants', '[ ] Feed cat', '[x] Post letter', '☐ Mow lawn', '✓ Wash car', '- [ ] Fix bike', '   10.   Read book', '+ Walk dog', '– Tidy desk', '(3) Cook dinner', '✔Sort mail'];
    expect(pastedTasks(pasted.join('\n'))).toEqual([
      'Buy milk',
      'Call Sam',
      'Book room',
      'Pay rent',
      'Water plants',
      'Feed cat',
      'Post letter',
      'Mow lawn',
      'Wash car',
      'Fix bike',
      'Read book',
      'Walk dog',
      'Tidy desk',
      'Cook dinner',
      'Sort mail',
    ]);
  });

  it('keeps what only looks like a mark: a number, a minus sign or a star that is part of the words', () => {
    expect(stripListMarks('1.5 l of milk')).toBe('1.5 l of milk');
    expect(stripListMarks('-5 °C in the freezer')).toBe('-5 °C in the freezer');
    expect(stripListMarks('*important* call Sam')).toBe('*important* call Sam');
    expect(stripListMarks('2026 budget')).toBe('2026 budget');
    expect(stripListMarks('לחתום על החוזה!')).toBe('לחתום על החוזה!');
  });

  it('drops lines that are only a mark', () => {
    expect(pastedTasks('Buy milk\n-\n[ ]\n•\nCall Sam')).toEqual(['Buy milk', 'Call Sam']);
  });

  it('is no list when the text has one line, or one line with content', () => {
    expect(pastedTasks('Buy milk')).toEqual([]);
    expect(pastedTasks('Buy milk\n')).toEqual([]);
    expect(pastedTasks('- Buy milk\n\n  \n')).toEqual([]);
    expect(pastedTasks('')).toEqual([]);
  });

  it('puts the first task in place of the selection and the rest after it', () => {
    const plan = planPaste(['Buy milk', 'Call Sam', 'Book room'], { value: 'Today: XX!', start: 7, end: 9 }, 1, 200);
    expect(plan).toEqual({ text: 'Today: Buy milk!', caret: 15, insert: ['Call Sam', 'Book room'], leftOut: 0 });
  });

  it('inserts no more tasks than the item limit leaves room for, and counts the rest', () => {
    expect(planPaste(['a', 'b', 'c', 'd'], { value: '', start: 0, end: 0 }, 198, 200)).toEqual({ text: 'a', caret: 1, insert: ['b', 'c'], leftOut: 1 });
    expect(planPaste(['a', 'b'], { value: '', start: 0, end: 0 }, 200, 200)).toEqual({ text: 'a', caret: 1, insert: [], leftOut: 1 });
  });
});
