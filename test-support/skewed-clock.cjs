/**
 * A machine whose clock is wrong, for the tests: preloaded into a process
 * (`NODE_OPTIONS=--require /abs/path/test-support/skewed-clock.cjs`), it moves that process's
 * JavaScript clock by CLOCK_SKEW_MS (negative: behind). `Date.now()`, `new Date()` and `Date()`
 * read the moved time; a date built from a given time stays that time, so parsing and arithmetic
 * are untouched, and `instanceof Date` still holds. The database's clock and timers are not moved,
 * as on a real machine whose wall clock is set wrong. CommonJS, as `--require` needs.
 */
'use strict';

const skewMs = Number(process.env.CLOCK_SKEW_MS ?? 0);
if (!Number.isFinite(skewMs)) throw new Error(`CLOCK_SKEW_MS is not a number: ${process.env.CLOCK_SKEW_MS}`);

if (skewMs !== 0) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  const skewedNow = () => realNow() + skewMs;
  // A Proxy rather than a subclass: `Date()` called without `new` must keep answering a string.
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [skewedNow()] : args, newTarget);
    },
    apply() {
      return new RealDate(skewedNow()).toString();
    },
    get(target, key, receiver) {
      return key === 'now' ? skewedNow : Reflect.get(target, key, receiver);
    },
  });
}
