import { makeRouteHandler } from '@keystatic/next/route-handler';
import { adminMode } from '@/lib/security/content-admin';
import config from '../../../../../keystatic.config';

const notFound = () => new Response('Not Found', { status: 404 });
const handler = adminMode() === 'off' ? { GET: notFound, POST: notFound } : makeRouteHandler({ config });

export const { GET, POST } = handler;
