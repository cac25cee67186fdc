import { FormProvider, getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { parseForm } from '#app/lib/parse-form';
import { FormField } from './form-field';

const schema = z.object({
  note: z.string().trim().min(1, 'Required').max(5, 'At most 5 characters'),
  colour: z.enum(['Red', 'Green']),
});

/** A form with one stock field and one drawn by a control of its own (as a photo picker would be). */
function ColourForm({
  onSend,
  lastResult,
}: {
  onSend: (data: FormData) => void;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, schema),
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      onSend(formData);
    },
  });
  return (
    <FormProvider context={form.context}>
      <form {...getFormProps(form)}>
        <FormField name="note" label="Note" hint="A word or two." />
        <FormField
          name="colour"
          label="Colour"
          render={(value, control) => (
            <div role="group" aria-labelledby={control['aria-labelledby']}>
              {['Red', 'Green'].map((colour) => (
                <button
                  key={colour}
                  type="button"
                  aria-pressed={value.value === colour}
                  onClick={() => value.change(colour)}
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
  it('ties the label and the hint to a named control a plain POST submits', () => {
    render(<ColourForm onSend={() => {}} />);
    const note = screen.getByLabelText('Note');
    expect(note).toHaveAttribute('name', 'note');
    expect(note).toHaveAccessibleDescription('A word or two.');
    expect(note).not.toHaveAttribute('aria-invalid');
  });

  it("puts the schema's message beside the field, and a missing value reads 'Required'", async () => {
    const onSend = vi.fn();
    render(<ColourForm onSend={onSend} />);
    await userEvent.type(screen.getByLabelText('Note'), 'too long');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription('A word or two. At most 5 characters');
    expect(screen.getByText('Required')).toBeInTheDocument();
  });

  it('lets a control of its own set the value the form submits', async () => {
    const onSend = vi.fn();
    render(<ColourForm onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Green' }));
    await userEvent.type(screen.getByLabelText('Note'), 'warm');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSend).toHaveBeenCalledOnce();
    const sent = onSend.mock.calls[0]![0] as FormData;
    expect(Object.fromEntries(sent)).toMatchObject({ note: 'warm', colour: 'Green' });
    expect(screen.getByRole('button', { name: 'Green' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Colour' })).toContainElement(
      screen.getByRole('button', { name: 'Green' }),
    );
  });

  it("shows the server's answer beside the field (the action's reply)", () => {
    const server = parseForm(new FormData(), schema).reply();
    render(<ColourForm onSend={() => {}} lastResult={server} />);
    expect(screen.getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription('A word or two. Required');
  });
});
