/** A region of a cart screen: the shared Section with the cart's heading look (cart.css). */
import type { ComponentProps } from 'react';
import { Section } from '@storefront/shared/ui/Section';

export function CartSection(props: Omit<ComponentProps<typeof Section>, 'titleClassName'>) {
  return <Section {...props} titleClassName="cart-section-title" />;
}
