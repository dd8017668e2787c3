import { describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_API_ORIGIN, parseWhatsAppSettings } from './settings';

const ALL = {
  WHATSAPP_TOKEN: 'EAAG-secret-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'app-secret-value',
  WHATSAPP_VERIFY_TOKEN: 'verify-word',
};

describe('parseWhatsAppSettings', () => {
  it('is off (undefined) when none of the four is set, blank counting as unset', () => {
    expect(parseWhatsAppSettings({})).toBeUndefined();
    expect(parseWhatsAppSettings({ WHATSAPP_TOKEN: '  ', WHATSAPP_APP_SECRET: '' })).toBeUndefined();
    expect(parseWhatsAppSettings({ WHATSAPP_API_ORIGIN: 'http://127.0.0.1:9' })).toBeUndefined();
  });

  it('gives every setting, trimmed, with Meta’s origin by default', () => {
    expect(parseWhatsAppSettings({ ...ALL, WHATSAPP_TOKEN: ' EAAG-secret-token\n' })).toEqual({
      token: 'EAAG-secret-token',
      phoneNumberId: '106540352242922',
      appSecret: 'app-secret-value',
      verifyToken: 'verify-word',
      apiOrigin: 'https://graph.facebook.com',
    });
    expect(DEFAULT_WHATSAPP_API_ORIGIN).toBe('https://graph.facebook.com');
  });

  it('names exactly the missing ones when only some are set, never a value', () => {
    const some = {
      WHATSAPP_TOKEN: ALL.WHATSAPP_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: ALL.WHATSAPP_PHONE_NUMBER_ID,
    };
    expect(() => parseWhatsAppSettings(some)).toThrow(/missing: WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN$/);
    try {
      parseWhatsAppSettings(some);
    } catch (error) {
      expect(String(error)).not.toContain(ALL.WHATSAPP_TOKEN);
    }
    expect(() => parseWhatsAppSettings({ ...ALL, WHATSAPP_VERIFY_TOKEN: ' ' })).toThrow(
      /missing: WHATSAPP_VERIFY_TOKEN$/,
    );
  });

  it('takes the phone number id as digits only, since it becomes part of the path', () => {
    expect(() => parseWhatsAppSettings({ ...ALL, WHATSAPP_PHONE_NUMBER_ID: '+92 300 1234567' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(() => parseWhatsAppSettings({ ...ALL, WHATSAPP_PHONE_NUMBER_ID: '1065/../me' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID/,
    );
  });

  it('takes an https origin anywhere, and http only on loopback', () => {
    const origin = (value: string) =>
      parseWhatsAppSettings({ ...ALL, WHATSAPP_API_ORIGIN: value })?.apiOrigin;
    expect(origin('https://graph.example.com/')).toBe('https://graph.example.com');
    expect(origin('https://graph.example.com:8443')).toBe('https://graph.example.com:8443');
    expect(origin('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010');
    expect(origin('http://localhost:4010')).toBe('http://localhost:4010');
    expect(origin('http://[::1]:4010')).toBe('http://[::1]:4010');
    expect(() => origin('http://graph.facebook.com')).toThrow(/WHATSAPP_API_ORIGIN must be an https/);
    expect(() => origin('http://10.0.0.5:4010')).toThrow(/http only on this machine/);
    expect(() => origin('ftp://127.0.0.1')).toThrow(/WHATSAPP_API_ORIGIN/);
    expect(() => origin('graph.facebook.com')).toThrow(/WHATSAPP_API_ORIGIN/);
  });

  it('refuses an origin with a path, a query or a user', () => {
    const origin = (value: string) => parseWhatsAppSettings({ ...ALL, WHATSAPP_API_ORIGIN: value });
    expect(() => origin('https://graph.facebook.com/v23.0')).toThrow(/origin only/);
    expect(() => origin('https://graph.facebook.com/?x=1')).toThrow(/origin only/);
    expect(() => origin('https://graph.facebook.com/#top')).toThrow(/origin only/);
    expect(() => origin('https://user:pass@graph.facebook.com')).toThrow(/origin only/);
  });
});
