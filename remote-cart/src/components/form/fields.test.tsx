import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { renderAt, setUpI18n } from '../../testing/render';
import { ErrorSummary, errorAt } from './ErrorSummary';
import { DatePartsField, SelectField, TextField } from './fields';

const schema = z.object({
  email: z.string().check(z.minLength(1, 'Enter an email address')),
  country: z.string().check(z.minLength(1, 'Choose a country')),
  day: z.string(),
  month: z.string(),
  year: z.string(),
});
type Values = z.infer<typeof schema>;

function Form() {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', country: '', day: '', month: '', year: '' },
  });
  const { errors, submitCount } = form.formState;
  const problems = ['email', 'country']
    .map((field) => ({ fieldId: field, message: errorAt(errors, field) ?? '' }))
    .filter((problem) => problem.message);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <ErrorSummary title="There is a problem" problems={problems} focusKey={submitCount} />
      <TextField
        id="email"
        type="email"
        label="Email address"
        hint="We send the confirmation here."
        autoComplete="email"
        registration={form.register('email')}
        error={errorAt(errors, 'email')}
      />
      <SelectField
        id="country"
        label="Country"
        placeholder="Choose…"
        options={[{ value: 'ES', label: 'Spain' }]}
        autoComplete="country"
        registration={form.register('country')}
        error={errorAt(errors, 'country')}
      />
      <DatePartsField
        id="birth"
        legend="Date of birth"
        labels={{ day: 'Day', month: 'Month', year: 'Year' }}
        registration={{
          day: form.register('day'),
          month: form.register('month'),
          year: form.register('year'),
        }}
        autoComplete={{ token: 'bday', section: 'section-traveller-2' }}
      />
      <button type="submit">Save</button>
    </form>
  );
}

beforeAll(setUpI18n);

describe('form fields and the error summary', () => {
  it('labels every control, with its hint and the right autocomplete', async () => {
    renderAt(<Form />);
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAccessibleDescription('We send the confirmation here.');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute(
      'autocomplete',
      'country',
    );
    const birth = screen.getByRole('group', { name: 'Date of birth' });
    expect(birth).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveAttribute(
      'autocomplete',
      'section-traveller-2 bday-year',
    );
  });

  it('after a failed submit: errors at their fields, a focused summary announcing them, links into the fields', async () => {
    const user = userEvent.setup();
    renderAt(<Form />);
    await user.type(await screen.findByRole('combobox', { name: 'Country' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'We send the confirmation here. Enter an email address',
    );

    await user.click(screen.getByRole('link', { name: 'Choose a country' }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus();

    // what was typed stays: nothing is reset by a failed submit
    await user.type(email, 'lucia@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(email).toHaveValue('lucia@');
  });
});
