import { describe, expect, it } from 'vitest';
import { summariseUserAgent } from './userAgent';

describe('summariseUserAgent', () => {
  it('names the browser and system families staff use', () => {
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      ),
    ).toEqual({ browser: 'Edge 126', os: 'Windows 10/11' });
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toEqual({ browser: 'Safari 17', os: 'macOS 10.15' });
    expect(summariseUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({
      browser: 'Firefox 128',
      os: 'Linux',
    });
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 126', os: 'Android 14' });
  });

  it('shows a tool by its first word and nothing for no header', () => {
    expect(summariseUserAgent('curl/8.5.0')).toEqual({ browser: 'curl', os: '' });
    expect(summariseUserAgent(null)).toEqual({ browser: '', os: '' });
  });
});
