import { describe, expect, it } from 'vitest';
import { singleton } from '@/lib/singleton';

describe('singleton', () => {
  it('creates the value once per name and returns the same object afterwards', () => {
    let created = 0;
    const make = () => ({ n: (created += 1) });
    const first = singleton('test.singleton.a', make);
    expect(singleton('test.singleton.a', make)).toBe(first);
    expect(created).toBe(1);
    expect(singleton('test.singleton.b', make)).not.toBe(first);
  });
});
