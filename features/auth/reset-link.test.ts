import { describe, expect, it, vi } from 'vitest';
import { resetTokenReader, takeResetToken, tokenFromFragment } from './reset-link';

describe('the reset link’s token (issue 12 §4)', () => {
  it('is read from the fragment, percent-decoded', () => {
    expect(tokenFromFragment('#3f9c2a')).toBe('3f9c2a');
    expect(tokenFromFragment('#a%2Bb')).toBe('a+b');
    expect(tokenFromFragment('3f9c2a')).toBe('3f9c2a');
  });

  it.each(['', '#', '#%zz', '#a%20b', '#a%2Fb', `#${'a'.repeat(513)}`])('is none in %j', (hash) =>
    expect(tokenFromFragment(hash)).toBeNull(),
  );

  it('leaves the address bar once read, after the current effects, keeping path and query', async () => {
    const replaceState = vi.fn();
    const win = {
      location: { hash: '#jeton', pathname: '/password/reset/link', search: '' },
      history: { replaceState },
    } as unknown as Window;
    expect(takeResetToken(win)).toBe('jeton');
    expect(replaceState).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(replaceState).toHaveBeenCalledWith(null, '', '/password/reset/link');
  });

  it('touches nothing without a token', async () => {
    const replaceState = vi.fn();
    const win = {
      location: { hash: '', pathname: '/password/reset/link', search: '' },
      history: { replaceState },
    } as unknown as Window;
    expect(takeResetToken(win)).toBeNull();
    await Promise.resolve();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('is taken once per form: later reads give the first answer, even once the address bar is clean', () => {
    const take = vi.fn<() => string | null>().mockReturnValueOnce('jeton').mockReturnValue(null);
    const read = resetTokenReader(take);
    expect(read()).toBe('jeton');
    expect(read()).toBe('jeton');
    expect(take).toHaveBeenCalledTimes(1);

    const none = resetTokenReader(() => null);
    expect(none()).toBeNull();
    expect(none()).toBeNull();
  });
});
