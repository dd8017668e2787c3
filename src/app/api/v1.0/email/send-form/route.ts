/**
 * The embedded mode's EmailJS-compatible endpoint: with no EmailJS keys built in, the SDK posts
 * the forms here (same path, same multipart fields) and each message is stored (src/lib/leads).
 * With keys built in it does not exist (404). The work is in src/lib/intake/sdk-endpoint.ts.
 */
import { formEndpoint } from '@/lib/intake/form-endpoint';
import { receiveSdkSend } from '@/lib/intake/sdk-endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = formEndpoint('sdk-send', receiveSdkSend);
