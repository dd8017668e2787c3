import { loadSingleton } from './load';
import { singletons } from './schema/model';

/**
 * The WhatsApp templates a visitor who opted in is sent (content/settings/whatsapp-messages.yaml,
 * edited in the admin): each one's name, its parameters in order and its text per language.
 */
export const whatsappMessages = () => loadSingleton(singletons.whatsappMessages);
