import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * A checkout step: its heading takes the focus when the shopper moved to it (not on first load),
 * so a screen reader says where they are.
 */
export function StepFrame({
  id,
  title,
  takeFocus,
  children,
}: {
  id: string;
  title: string;
  /** asked once on mount: whether the shopper just moved to this step */
  takeFocus: () => boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus()) heading.current?.focus();
    // on mount only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section className="cart-step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="cart-step__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
