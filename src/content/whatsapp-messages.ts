import { ContentError, loadSingleton } from './load';
import { singletons } from './schema/model';

type WhatsAppMessages = ReturnType<typeof loadWhatsAppMessages>;

const loadWhatsAppMessages = () => loadSingleton(singletons.whatsappMessages);

const KINDS = ['booked', 'moved', 'cancelled', 'reminder'] as const;
const LANGUAGES = ['en', 'ur'] as const;

/**
 * What is wrong with the templates' texts: Meta numbers a body's placeholders {{1}}, {{2}}… from 1
 * without a gap and refuses a send whose values are more or fewer than them, so each text names
 * exactly the listed values, each at least once.
 */
export function templateProblems(messages: Pick<WhatsAppMessages, (typeof KINDS)[number]>): string[] {
  const problems: string[] = [];
  for (const kind of KINDS) {
    const { parameters } = messages[kind];
    for (const language of LANGUAGES) {
      const { text } = messages[kind][language];
      const used = new Set([...text.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1])));
      const expected = parameters.map((_, index) => index + 1);
      const missing = expected.filter((n) => !used.has(n));
      const extra = [...used].filter((n) => n < 1 || n > parameters.length).sort((a, b) => a - b);
      if (missing.length > 0 || extra.length > 0) {
        problems.push(
          `${kind}.${language}: ${parameters.length} values listed, but the text ` +
            [
              missing.length > 0 ? `lacks ${missing.map((n) => `{{${n}}}`).join(', ')}` : '',
              extra.length > 0 ? `names ${extra.map((n) => `{{${n}}}`).join(', ')} with no value` : '',
            ]
              .filter(Boolean)
              .join(' and '),
        );
      }
    }
  }
  return problems;
}

/**
 * The WhatsApp templates a visitor who opted in is sent (content/settings/whatsapp-messages.yaml,
 * edited in the admin): each one's name, its parameters in order and its text per language. A text
 * whose placeholders do not match its values fails here, as a field that breaks its schema does.
 */
export function whatsappMessages(): WhatsAppMessages {
  const messages = loadWhatsAppMessages();
  const problems = templateProblems(messages);
  if (problems.length > 0) {
    throw new ContentError(`content/settings/whatsapp-messages.yaml: ${problems.join('; ')}`);
  }
  return messages;
}
