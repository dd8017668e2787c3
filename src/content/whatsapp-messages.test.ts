import { describe, expect, it } from 'vitest';
import { templateProblems, whatsappMessages } from './whatsapp-messages';

describe('the WhatsApp templates (content/settings/whatsapp-messages.yaml)', () => {
  it('name exactly their listed values, {{1}} to {{n}}, in English and Urdu', () => {
    const messages = whatsappMessages();
    expect(templateProblems(messages)).toEqual([]);
    for (const kind of ['booked', 'moved', 'cancelled', 'reminder'] as const) {
      for (const language of ['en', 'ur'] as const) {
        const placeholders = messages[kind][language].text.match(/\{\{\d+\}\}/g) ?? [];
        expect(new Set(placeholders).size, `${kind}.${language}`).toBe(messages[kind].parameters.length);
      }
    }
  });

  it('tell a text that lacks a value, or names one not listed', () => {
    const messages = whatsappMessages();
    const broken = {
      ...messages,
      booked: { ...messages.booked, en: { ...messages.booked.en, text: 'Hello {{1}}, at {{2}}: {{4}}' } },
      reminder: {
        ...messages.reminder,
        ur: { ...messages.reminder.ur, text: `${messages.reminder.ur.text} {{6}}` },
      },
    };
    expect(templateProblems(broken)).toEqual([
      'booked.en: 4 values listed, but the text lacks {{3}}',
      'reminder.ur: 5 values listed, but the text names {{6}} with no value',
    ]);
  });
});
