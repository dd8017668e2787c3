import { describe, expect, it } from 'vitest';
import { commonCopy } from '../../content/pages';
import { carouselDuration, slideIndexAt, slideLabel, slidesPerViewCss } from './carousel';

describe('carouselDuration', () => {
  it('turns the spec speeds into Embla durations, slower for longer times', () => {
    expect(carouselDuration(500)).toBe(25);
    expect(carouselDuration(600)).toBe(30);
    expect(carouselDuration(1000)).toBe(50);
  });

  it('stays within a usable range', () => {
    expect(carouselDuration(0)).toBe(10);
    expect(carouselDuration(100_000)).toBe(80);
  });
});

describe('slideIndexAt', () => {
  it('names the slide the native scroller rests on or is nearest to, either way of reading', () => {
    expect(slideIndexAt(0, 375, 3)).toBe(0);
    expect(slideIndexAt(375, 375, 3)).toBe(1);
    expect(slideIndexAt(-750, 375, 3)).toBe(2);
    expect(slideIndexAt(400, 375, 3)).toBe(1);
    expect(slideIndexAt(560, 375, 3)).toBe(1);
    expect(slideIndexAt(570, 375, 3)).toBe(2);
  });

  it('stays on a slide that exists, and on the first when nothing is measured', () => {
    expect(slideIndexAt(5000, 375, 3)).toBe(2);
    expect(slideIndexAt(375, 0, 3)).toBe(0);
    expect(slideIndexAt(375, 375, 0)).toBe(0);
  });
});

describe('slidesPerViewCss', () => {
  it('writes one width per breakpoint, in ascending order, with the gap', () => {
    const css = slidesPerViewCss('c1', { base: 1, 1000: 5, 500: 2, 700: 3 }, 30);
    expect(css).toContain('.c1 .carousel-slide{padding-inline-start:30px}');
    expect(css).toContain('.c1 .carousel-track{margin-inline-start:-30px}');
    expect(css).toContain('.c1 .carousel-slide{flex-basis:100.0000%}');
    const order = ['min-width:500px', 'min-width:700px', 'min-width:1000px'].map((m) => css.indexOf(m));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(css).toContain('@media (min-width:1000px){.c1 .carousel-slide{flex-basis:20.0000%}}');
  });
});

describe('slideLabel', () => {
  it('names each slide by its place, counting from one', () => {
    expect(slideLabel('{index} of {count}', 0, 3)).toBe('1 of 3');
    expect(slideLabel('{index} of {count}', 4, 5)).toBe('5 of 5');
  });

  it('reads the same from the site copy as before it moved there', () => {
    expect(slideLabel(commonCopy.carousel.slide, 1, 5)).toBe('2 of 5');
    expect(commonCopy.carousel).toMatchObject({ previous: 'Previous slide', next: 'Next slide' });
  });
});
