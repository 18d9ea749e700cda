import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('the secret box', () => {
  const box = createSecretBox('a'.repeat(64));

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const sealed = box.seal('mailbox pässword');
    expect(sealed).not.toContain('pässword');
    expect(box.open(sealed)).toBe('mailbox pässword');
    expect(box.seal('mailbox pässword')).not.toBe(sealed);
  });

  it('opens nothing sealed under another SECRET_KEY, nor anything tampered with', () => {
    const sealed = box.seal('secret');
    expect(createSecretBox('b'.repeat(64)).open(sealed)).toBeUndefined();
    const [version, nonce, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(box.open([version, nonce, tag, flipped].join('.'))).toBeUndefined();
    expect(box.open('not sealed')).toBeUndefined();
  });
});
