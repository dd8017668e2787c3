import { describe, expect, it } from 'vitest';
import { isStopRequest } from './stop-words';

describe('isStopRequest', () => {
  it.each([
    'STOP',
    'stop',
    'Stop.',
    ' stop! ',
    'Stop 🙏',
    'STOP ALL',
    'UNSUBSCRIBE',
    'Unsubscribe please',
    'please stop',
    'Opt out',
    'opt-out',
    'band karo',
    'Band Karo!',
    'band kar do',
    'band-karein',
    'mat bhejo',
    'بند',
    'بند کریں',
    'بند کرو',
    'بند کریں۔',
    'بند کر دیں',
    'رکیں',
    'براہ کرم بند کریں',
    // Arabic keyboard letters: ي for ی, ك for ک.
    'بند كريں',
    // A vowel mark and a tatweel do not change the word.
    'بَند کریں',
    'بنـد کریں',
  ])('hears %j as a request to stop', (text) => {
    expect(isStopRequest(text)).toBe(true);
  });

  it.each([
    'can we stop the call at 5?',
    'Please don’t stop, this is helpful',
    'stop by the office tomorrow?',
    'Cancel', // here it would mean the call, not the messages
    'band baja',
    'کیا ہم کال بند کریں؟',
    'Thanks!',
    'ok',
    '',
    '   ',
    'stopped',
    'nonstop',
  ])('does not hear %j as one', (text) => {
    expect(isStopRequest(text)).toBe(false);
  });
});
