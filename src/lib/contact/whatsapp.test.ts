import { describe, expect, it } from 'vitest';
import { whatsappHref } from './whatsapp';

describe('whatsappHref', () => {
  it('keeps only the digits of an international number', () => {
    expect(whatsappHref('+92 321 4567890')).toBe('https://wa.me/923214567890');
    expect(whatsappHref('+923214567890')).toBe('https://wa.me/923214567890');
    expect(whatsappHref('+92-321-456 7890')).toBe('https://wa.me/923214567890');
  });

  it('adds no text parameter when there is no text', () => {
    expect(whatsappHref('+923214567890', undefined)).toBe('https://wa.me/923214567890');
    expect(whatsappHref('+923214567890', '')).toBe('https://wa.me/923214567890');
  });

  it('pre-fills the text, encoded so every character survives', () => {
    const text = "Hi, I'm interested in UI/UX Design & SEO? 100% — شکریہ";
    const href = whatsappHref('+923214567890', text);
    expect(href).toBe(`https://wa.me/923214567890?text=${encodeURIComponent(text)}`);
    // Nothing in the text may end the parameter early or start another.
    expect(href?.split('?text=')[1]).not.toMatch(/[ &?#/]/);
    expect(new URL(href ?? '').searchParams.get('text')).toBe(text);
    expect(new URL(href ?? '').searchParams.size).toBe(1);
  });

  it('gives no link when no number is set', () => {
    expect(whatsappHref(undefined)).toBeUndefined();
    expect(whatsappHref(undefined, 'Hi')).toBeUndefined();
    expect(whatsappHref('')).toBeUndefined();
    expect(whatsappHref('  ', 'Hi')).toBeUndefined();
  });
});
