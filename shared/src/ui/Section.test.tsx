import { render, screen } from '@testing-library/react';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its heading, at the level asked for', () => {
    render(
      <Section title="Your trip" level={3} className="box" titleClassName="box__title">
        <p>Two nights</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Your trip' });
    expect(region).toHaveClass('box');
    expect(region).toHaveTextContent('Two nights');
    expect(screen.getByRole('heading', { level: 3, name: 'Your trip' })).toHaveClass('box__title');
  });

  it('names each of two alike sections by its own heading', () => {
    render(
      <>
        <Section title="Outbound" level={2}>
          <p>Madrid to Palma</p>
        </Section>
        <Section title="Return" level={2}>
          <p>Palma to Madrid</p>
        </Section>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Outbound' })).toHaveTextContent('Madrid to Palma');
    expect(screen.getByRole('region', { name: 'Return' })).toHaveTextContent('Palma to Madrid');
  });
});
