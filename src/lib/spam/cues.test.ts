import { describe, expect, it } from 'vitest';
import { normaliseText } from '@/lib/spam/judge/normalise';
import { cueTokens, inOtherLanguage } from './cues';
import { readText } from './tokens';

const cues = (text: string, foreignScript = false) =>
  cueTokens(text, readText(text, normaliseText).words, foreignScript, normaliseText);

describe('signs of spam in any language', () => {
  it('tells a message in a language the agency does not serve from English, Roman Urdu and Urdu', () => {
    expect(
      cues('Kami menawarkan layanan pembuatan aplikasi murah berkualitas tinggi untuk bisnis Anda sekarang'),
    ).toContain('sig:other-language');
    expect(cues('نقدم لكم أفضل خدمات التصميم والبرمجة بأسعار مناسبة جدا لجميع الشركات الكبيرة')).toContain(
      'sig:other-language',
    );
    for (const served of [
      'We need a new website for our car showroom with an inventory list and a WhatsApp button.',
      'Bhai hamari website Google pe first page pe nahi aati, SEO karwana hai. Mahana kitne paise lagenge?',
      'ہماری ویب سائٹ گوگل پر نظر نہیں آتی۔ کیا آپ ایس ای او کر سکتے ہیں؟ ماہانہ خرچ کتنا ہوگا؟',
    ])
      expect(cues(served), served).not.toContain('sig:other-language');
  });

  it('says nothing of the language of a message too short to tell', () => {
    expect(inOtherLanguage(['harga', 'murah', 'sekali'], new Set())).toBe(false);
  });

  it('counts a foreign script the rules found as another language', () => {
    expect(cues('Short', true)).toContain('sig:other-language');
  });

  it('finds a phone number, one for WhatsApp, money and a push to hurry, in any of the three languages', () => {
    expect(cues('Call 0300 0000123 now')).toContain('sig:phone');
    expect(cues('WhatsApp karein 0300-0000123')).toContain('sig:phone-whatsapp');
    expect(cues('واٹس ایپ ۰۳۰۰۰۰۰۰۱۲۳ پر رابطہ کریں')).toContain('sig:phone-whatsapp');
    expect(cues('Win Rs. 50,000 today')).toContain('sig:money');
    expect(cues('انعام 25 لاکھ روپے')).toContain('sig:money');
    expect(cues('Budget 80 hazar tak hai')).toContain('sig:money');
    expect(cues('Offer valid today only, act now')).toContain('sig:hurry');
    expect(cues('فوری رابطہ کریں')).toContain('sig:hurry');
    expect(cues('Limited seats, register within 24 hours')).toContain('sig:hurry');
    expect(cues('Budget is 50k')).toContain('sig:money');
    expect(cues('Chat here: https://wa.me/923000000518 or call 0300 0000518')).toContain(
      'sig:phone-whatsapp',
    );
    expect(cues('Hi, what would a logo cost?')).toEqual([]);
  });

  it('does not take a year or an order number for a phone number', () => {
    expect(cues('Order 2026 of 12 items')).not.toContain('sig:phone');
  });
});
