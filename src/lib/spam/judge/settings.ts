/**
 * What the judgement reads once per process: the spam phrases (content/settings/spam-phrases.yaml),
 * the agency's own domains (links to them are not counted) and the trained model, without the
 * team's marks (../learning.ts adds them). Server only.
 */
import 'server-only';
import { env } from '@/env';
import { siteConfig } from '@/content/site';
import { spamPhraseBook } from '@/content/spam-phrases';
import { spamModel } from '../load';
import { isDisposableAddress } from './disposable';
import { domainOf } from './links';
import { compilePhrases, type CompiledPhrases } from './phrases';
import type { JudgeContext } from './score';

let compiled: CompiledPhrases | undefined;
let ownDomains: ReadonlySet<string> | undefined;

export function judgeSettings(): Pick<JudgeContext, 'phrases' | 'ownDomains' | 'isDisposable' | 'model'> {
  compiled ??= compilePhrases(spamPhraseBook());
  ownDomains ??= new Set(
    [domainOf(env.siteUrl), domainOf(siteConfig.email.split('@')[1] ?? '')].filter((d): d is string => !!d),
  );
  return { phrases: compiled, ownDomains, isDisposable: isDisposableAddress, model: spamModel() };
}
