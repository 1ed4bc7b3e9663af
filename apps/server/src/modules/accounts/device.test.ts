import { describe, expect, it } from 'vitest';
import { deviceOf } from './device.js';

describe('deviceOf', () => {
  it('names the browser and its system', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(deviceOf(chrome)).toBe('Chrome 131 on Linux');
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
    expect(deviceOf(iphone)).toBe('Safari 17 on iOS');
  });
  it('says little for nothing or nonsense', () => {
    expect(deviceOf(undefined)).toBe('');
    expect(deviceOf('x'.repeat(5000)).length).toBeLessThanOrEqual(120);
  });
});
