import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft, useDraft, useLeaveGuard } from './use-draft';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

function Form({ storageKey, baseline = { title: '' } }: { storageKey: string; baseline?: { title: string } }) {
  const draft = useDraft(storageKey, baseline);
  const [values, setValues] = useState(draft.initial);
  useLeaveGuard(draft.isDirty(values), 'Leave with unsaved changes?');
  return (
    <form>
      {draft.restoredAt && <p>restored</p>}
      <label>
        Title
        <input
          value={values.title}
          onChange={(event) => {
            const next = { title: event.target.value };
            setValues(next);
            draft.save(next);
          }}
        />
      </label>
      <button type="button" onClick={() => draft.clear(values)}>
        Sent
      </button>
      <Link to="/elsewhere">Leave</Link>
    </form>
  );
}

function renderForm(storageKey = 'uid-1:share', baseline?: { title: string }) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Form storageKey={storageKey} baseline={baseline} /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/'] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

describe('useDraft', () => {
  it('keeps every change, restores it on return with a note, and forgets it once sent', async () => {
    const first = renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Mulch');
    expect(readDraft<{ title: string }>('uid-1:share')?.values).toEqual({ title: 'Mulch' });
    first.unmount();

    renderForm();
    expect(screen.getByLabelText('Title')).toHaveValue('Mulch');
    expect(screen.getByText('restored')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sent' }));
    expect(readDraft('uid-1:share')).toBeNull();
    expect(screen.queryByText('restored')).toBeNull();
  });

  it('keeps drafts per member', async () => {
    const first = renderForm('uid-1:share');
    await userEvent.type(screen.getByLabelText('Title'), 'Mine');
    first.unmount();
    renderForm('uid-2:share');
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('drops the draft when the values are back to the baseline', async () => {
    renderForm('uid-1:update:x', { title: 'Saved' });
    await userEvent.type(screen.getByLabelText('Title'), '!');
    expect(readDraft('uid-1:update:x')).not.toBeNull();
    await userEvent.type(screen.getByLabelText('Title'), '{Backspace}');
    expect(readDraft('uid-1:update:x')).toBeNull();
  });
});

describe('useLeaveGuard', () => {
  it('asks before an in-app navigation with unsaved changes, and stays when told to', async () => {
    const { router } = renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/elsewhere'); // nothing typed: no question

    await act(() => router.navigate('/'));
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(confirm).toHaveBeenCalledExactlyOnceWith('Leave with unsaved changes?');
    expect(router.state.location.pathname).toBe('/');
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks the browser before closing the tab with unsaved changes', async () => {
    renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
