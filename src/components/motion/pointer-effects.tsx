'use client';

import { lazy, Suspense } from 'react';
import { useMediaQuery, usePrefersReducedMotion } from '@/lib/hooks/use-media-query';

const CustomCursor = lazy(() =>
  import('./custom-cursor').then(({ CustomCursor }) => ({ default: CustomCursor })),
);
const MagneticHover = lazy(() =>
  import('./magnetic-hover').then(({ MagneticHover }) => ({ default: MagneticHover })),
);

/**
 * The cursor ring and the magnetic hover, loaded only where they run: a fine pointer (a mouse) and
 * no preference for reduced motion. A phone never downloads them.
 */
export function PointerEffects() {
  const finePointer = useMediaQuery('(pointer: fine)', false);
  const reducedMotion = usePrefersReducedMotion();
  if (!finePointer || reducedMotion) return null;
  return (
    <Suspense fallback={null}>
      <CustomCursor />
      <MagneticHover />
    </Suspense>
  );
}
