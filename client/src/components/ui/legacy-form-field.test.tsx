import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './legacy-form-field';

type Values = { colour: string; note: string };

/** A form with one stock field and one field drawn by its own control (as a photo picker would be). */
function ColourForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { colour: '', note: '' } });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <FormField name="note" label="Note" hint="A word or two." />
        <FormField
          name="colour"
          label="Colour"
          render={(field, control) => (
            <div role="group" {...control}>
              {['Red', 'Green'].map((colour) => (
                <button
                  key={colour}
                  type="button"
                  aria-pressed={field.value === colour}
                  onClick={() => field.onChange(colour)}
                >
                  {colour}
                </button>
              ))}
            </div>
          )}
        />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe('FormField', () => {
  it('ties the label and the hint to the control', async () => {
    render(<ColourForm onValid={() => {}} />);
    const note = screen.getByLabelText('Note');
    expect(note).toHaveAccessibleDescription('A word or two.');
    expect(note).not.toHaveAttribute('aria-invalid');
  });

  it('lets a control of its own set the value react-hook-form submits', async () => {
    const onValid = vi.fn();
    render(<ColourForm onValid={onValid} />);

    await userEvent.click(screen.getByRole('button', { name: 'Green' }));
    await userEvent.type(screen.getByLabelText('Note'), 'bright');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).toHaveBeenCalledWith({ colour: 'Green', note: 'bright' }, expect.anything());
    expect(screen.getByRole('button', { name: 'Green' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Colour' })).toContainElement(
      screen.getByRole('button', { name: 'Green' }),
    );
  });
});
