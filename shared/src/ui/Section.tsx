/**
 * A region of a screen named by its heading: the section is labelled by the heading's id (made
 * unique with useId, so the same part may stand twice on a page). Each app keeps its look: the
 * classes of the section and of the heading.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';

export function Section({
  title,
  level,
  className,
  titleClassName,
  children,
}: {
  title: ReactNode;
  /** the heading's level under the screen's outline */
  level: 2 | 3 | 4;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
