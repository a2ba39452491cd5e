import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RetryAlert } from './RetryAlert';

describe('RetryAlert', () => {
  it('announces what failed and tries again on the button', async () => {
    const onRetry = jest.fn();
    render(
      <RetryAlert
        className="box"
        buttonClassName="button"
        title={<h3>Could not load</h3>}
        message="Try again in a moment."
        retryLabel="Retry"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('box');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('Try again in a moment.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveClass('button');
  });
});
