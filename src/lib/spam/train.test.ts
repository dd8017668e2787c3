import { describe, expect, it } from 'vitest';
import { normaliseText } from '@/lib/spam/judge/normalise';
import { messageFeatures } from './features';
import { scoreFeatures } from './model';
import { NO_FINDINGS } from './signals';
import { stratifiedFolds, TRAIN_DEFAULTS, trainModel, type TrainingMessage } from './train';
import { serialiseModel } from './serialise';

const SPAM = [
  'Buy cheap backlinks now, guaranteed first page',
  'Cheap backlinks and guest posts for sale',
  'Guaranteed profit with crypto signals, deposit now',
  'Double your bitcoin, guaranteed profit daily',
  'Online casino free spins jackpot bonus',
  'Casino bonus and betting tips, win the jackpot',
  'Backlinks sasty rates pe, guaranteed pehla page',
  'Paisa double karein, pakka munafa guaranteed',
  'سستے بیک لنکس خریدیں، گارنٹی کے ساتھ',
  'بٹ کوائن میں سرمایہ کاری، روزانہ منافع',
];
const HAM = [
  'We need a new website for our clothing store, what is the price?',
  'Can you manage our Instagram page? How much per month?',
  'Our clinic website dropped on Google, can you audit the SEO?',
  'Need a logo and branding for a bakery, please share prices',
  'Website banwani hai, kitna kharcha aye ga?',
  'Instagram page sambhalna hai, package bata dein',
  'Logo chahiye apne cake business ke liye, kitne din?',
  'مجھے ویب سائٹ بنوانی ہے، قیمت کیا ہوگی؟',
  'ہمیں نیا لوگو چاہیے، کتنے دن لگیں گے؟',
  'Please share your portfolio and the cost of an app design',
];

const features = (text: string) =>
  messageFeatures({ email: 'a@example.pk', message: text }, NO_FINDINGS, normaliseText);
const messages: TrainingMessage[] = [
  ...SPAM.map((text) => ({ features: features(text), label: 'spam' as const, weight: 1, own: true })),
  ...HAM.map((text) => ({ features: features(text), label: 'ham' as const, weight: 1, own: true })),
];
const options = { ...TRAIN_DEFAULTS, folds: 5, minMessages: 1 };

describe('training the classifier', () => {
  const model = trainModel(messages, options);

  it('learns words of spam and of real enquiries in English, Urdu and Roman Urdu', () => {
    expect(
      scoreFeatures(model, features('cheap backlinks, guaranteed first page on google')).logOdds,
    ).toBeGreaterThan(0);
    expect(scoreFeatures(model, features('guaranteed pakka munafa, paisa double')).logOdds).toBeGreaterThan(
      0,
    );
    expect(scoreFeatures(model, features('بیک لنکس سستے')).logOdds).toBeGreaterThan(0);
    expect(scoreFeatures(model, features('how much for a website and a logo?')).logOdds).toBeLessThan(0);
    expect(scoreFeatures(model, features('ویب سائٹ کی قیمت')).logOdds).toBeLessThan(0);
  });

  it('sets the threshold so that no real enquiry it was trained on is held', () => {
    for (const message of messages.filter((entry) => entry.label === 'ham'))
      expect(scoreFeatures(model, message.features).held).toBe(false);
    expect(model.threshold).toBeGreaterThanOrEqual(0);
  });

  it('weighs the families of tokens with weights of zero or more', () => {
    for (const weight of Object.values(model.weights)) expect(weight).toBeGreaterThanOrEqual(0);
  });

  it('gives the same model, byte for byte, from the same messages', () => {
    expect(serialiseModel(trainModel(messages, options))).toBe(serialiseModel(model));
  });

  it('keeps at most the tokens it is allowed', () => {
    expect(trainModel(messages, { ...options, maxFeatures: 50 }).counts.features.size).toBeLessThanOrEqual(
      50,
    );
  });
});

describe('stratified folds', () => {
  it('spreads each label over the folds', () => {
    const items = [...Array(6).fill({ label: 'spam' }), ...Array(4).fill({ label: 'ham' })] as {
      label: 'spam' | 'ham';
    }[];
    expect(stratifiedFolds(items, 2)).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
  });
});
