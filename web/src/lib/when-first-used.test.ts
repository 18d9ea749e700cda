import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFirstUsed } from './when-first-used';

describe('whenFirstUsed', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('waits for the visitor, then runs once, whatever they do next', () => {
    const callback = vi.fn();
    stop = whenFirstUsed(callback);
    // The page focusing its own first field is not the visitor doing something.
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(callback).not.toHaveBeenCalled();

    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each(['input', 'pointerdown'])('counts %s as a use (a password manager fills without keys)', (type) => {
    const callback = vi.fn();
    stop = whenFirstUsed(callback);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const callback = vi.fn();
    whenFirstUsed(callback)();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    expect(callback).not.toHaveBeenCalled();
  });
});
