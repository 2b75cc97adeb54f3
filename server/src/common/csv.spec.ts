import { csvField, csvLine } from './csv';

describe('csv', () => {
  it('leaves plain text alone and writes null as an empty field', () => {
    expect(csvField('Sign the contract')).toBe('Sign the contract');
    expect(csvField(3)).toBe('3');
    expect(csvField(null)).toBe('');
  });

  it('quotes fields with commas, quotes, line breaks or edge spaces, doubling quotes', () => {
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField(-2)).toBe('-2');
  });

  it('ends a record with CRLF', () => {
    expect(csvLine(['a', null, 'b c'])).toBe('a,,b c\r\n');
  });
});
