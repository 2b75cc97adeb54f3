import { parseInviteArgs } from './cli';

describe('invites CLI arguments', () => {
  it('create defaults to one use', () => {
    expect(parseInviteArgs(['create'])).toEqual({ uses: 1 });
  });

  it('accepts --uses N and --uses=N', () => {
    expect(parseInviteArgs(['create', '--uses', '5'])).toEqual({ uses: 5 });
    expect(parseInviteArgs(['create', '--uses=12'])).toEqual({ uses: 12 });
  });

  it.each([[[]], [['delete']], [['create', '--uses']], [['create', '--uses', '0']], [['create', '--uses', '-1']], [['create', '--uses', '2.5']], [['create', '--uses', 'x']], [['create', '--other']]])(
    'refuses %j with the usage line',
    (argv) => {
      expect(() => parseInviteArgs(argv as string[])).toThrow(/^Usage: npm run invites -- create \[--uses N\]/);
    },
  );
});
