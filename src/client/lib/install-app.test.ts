import { describe, expect, it } from 'vitest';
import { installPlatform } from './install-app';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  linuxOpera: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
};

describe('installPlatform', () => {
  it('tells iPhone and iPad apart from a Mac by touch, whatever the browser', () => {
    expect(installPlatform(UA.iphoneSafari)).toBe('ios');
    expect(installPlatform(UA.iphoneChrome)).toBe('ios');
    expect(installPlatform(UA.ipadDesktopMode, 5)).toBe('ios');
    expect(installPlatform(UA.macSafari, 0)).toBe('mac-safari');
  });
  it('gives each Android browser its own steps', () => {
    expect(installPlatform(UA.androidChrome, 5)).toBe('android-chrome');
    expect(installPlatform(UA.samsung, 5)).toBe('android-samsung');
    expect(installPlatform(UA.androidFirefox, 5)).toBe('android-firefox');
  });
  it('tells Chrome from Edge on a computer, and says so where a browser cannot install', () => {
    expect(installPlatform(UA.windowsChrome)).toBe('desktop-chrome');
    expect(installPlatform(UA.windowsEdge)).toBe('desktop-edge');
    expect(installPlatform(UA.macFirefox)).toBe('other');
    expect(installPlatform(UA.linuxOpera)).toBe('other');
  });
  it('reads the client hints where the user agent string is reduced', () => {
    const reduced = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    expect(installPlatform(reduced, 5, { platform: 'Android', mobile: true, brands: [{ brand: 'Google Chrome' }] })).toBe('android-chrome');
    expect(installPlatform(reduced, 0, { platform: 'Windows', brands: [{ brand: 'Microsoft Edge' }] })).toBe('desktop-edge');
  });
});
