import { MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as shareTip from './share-tip';
import { answerApi, json } from '../test/api';
import { member } from '../test/fake-member';
import { renderRoute } from '../test/render-route';

vi.mock('../lib/firebase', async () => {
  const { member } = await import('../test/fake-member');
  return { currentUser: async () => member };
});

const VALID = {
  title: 'Feed tomatoes weekly',
  plantType: 'Tomato',
  difficulty: 'Medium',
  category: 'Plant Care',
  description: 'A diluted seaweed feed every week from first flower.',
  image: 'https://example.com/tomato.jpg',
  availability: 'Hidden',
} as const;

async function openForm() {
  renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
  await screen.findByRole('heading', { name: 'Share a Garden Tip' });
}

async function fill(values: Partial<Record<keyof typeof VALID, string>>) {
  const user = userEvent.setup();
  const text = { title: 'Title', plantType: 'Plant Type', description: 'Description', image: 'Image URL' } as const;
  const selects = { difficulty: 'Difficulty', category: 'Category', availability: 'Availability' } as const;
  for (const [field, label] of Object.entries(text)) {
    const value = values[field as keyof typeof text];
    if (!value) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  for (const [field, label] of Object.entries(selects)) {
    const value = values[field as keyof typeof selects];
    if (value) await user.selectOptions(screen.getByLabelText(label), value);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Tip' }));

describe('Share a Tip form', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    // Each test starts without the draft an earlier one left in this browser.
    localStorage.clear();
  });

  it('shows the author read-only from the signed-in member', async () => {
    answerApi({});
    await openForm();

    expect(screen.getByLabelText('Email')).toHaveValue(member.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Name')).toHaveValue(member.displayName);
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '6');
  });

  it('refuses a form with a blank field: the toast shows and nothing is sent', async () => {
    const api = answerApi({});
    await openForm();
    await fill({ ...VALID, title: '   ' });

    await submit();

    expect(await screen.findByText(MESSAGES.tipFormIncomplete)).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Plant Type')).not.toHaveAttribute('aria-invalid');
    expect(api.calls).toHaveLength(0);
  });

  it('previews the image once its address is one the API accepts', async () => {
    answerApi({});
    await openForm();
    expect(screen.queryByRole('img', { name: 'What the tip will show' })).not.toBeInTheDocument();

    await fill({ image: VALID.image });

    expect(screen.getByRole('img', { name: 'What the tip will show' })).toHaveAttribute('src', VALID.image);
  });

  it('marks an image that is not a URL beside its field and sends nothing', async () => {
    const api = answerApi({});
    await openForm();
    await fill({ ...VALID, image: 'not a url' });

    await submit();

    const image = screen.getByLabelText('Image URL');
    expect(image).toHaveAttribute('aria-invalid', 'true');
    expect(image).toHaveAccessibleDescription('Must be an https:// address');
    expect(screen.queryByText(MESSAGES.tipFormIncomplete)).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('posts the tip, thanks the member and clears the form', async () => {
    const api = answerApi({ 'POST /gardenTips': json({ insertedId: 'a'.repeat(24) }, { status: 201 }) });
    await openForm();
    await fill(VALID);

    await submit();

    expect(await screen.findByText(MESSAGES.tipSubmitted)).toBeVisible();
    // An empty optional field is not sent (the form posts it as missing; the API reads it as none).
    expect(api.callsTo('POST')[0]?.body).toEqual({
      ...VALID,
      email: member.email,
      displayName: member.displayName,
    });
    // The form empties once the action's answer lands, and offers the way on to the new tip.
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByLabelText('Difficulty')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue(member.email);
    expect(screen.getByRole('link', { name: 'View tip' })).toHaveAttribute('href', `/tipDetails/${'a'.repeat(24)}`);
  });

  it('after one tip is shared, keeps what the member typed for the next when that one fails', async () => {
    let posts = 0;
    answerApi({
      'POST /gardenTips': () => {
        posts += 1;
        return posts === 1
          ? json({ insertedId: 'b'.repeat(24) }, { status: 201 })
          : Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await openForm();
    await fill(VALID);
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));

    await fill({ ...VALID, title: 'A second tip' });
    await submit();

    expect(await screen.findByText(MESSAGES.tipSubmitError)).toBeVisible();
    // The failed answer has landed once the first tip's 'View tip' is gone.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'View tip' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Submit Tip' })).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('A second tip');
    expect(screen.getByLabelText('Difficulty')).toHaveValue(VALID.difficulty);
  });

  it("says 'Failed to submit tip.' when the answer has no insertedId", async () => {
    answerApi({ 'POST /gardenTips': json({}) });
    await openForm();
    await fill(VALID);

    await submit();

    expect(await screen.findByText(MESSAGES.tipSubmitFailed)).toBeVisible();
  });

  it('keeps what the member typed when the request fails', async () => {
    answerApi({}); // every call fails like a dead network
    await openForm();
    await fill(VALID);

    await submit();

    expect(await screen.findByText(MESSAGES.tipSubmitError)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Tip' })).toBeEnabled());
    expect(screen.getByLabelText('Title')).toHaveValue(VALID.title);
    expect(screen.getByLabelText('Availability')).toHaveValue(VALID.availability);
  });

  it('keeps a draft through a failed submit, restores it on return with a note, and forgets it once shared', async () => {
    answerApi({}); // every call fails like a dead network
    const first = renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
    await screen.findByRole('heading', { name: 'Share a Garden Tip' });
    await fill(VALID);
    await submit();
    expect(await screen.findByText(MESSAGES.tipSubmitError)).toBeVisible();
    first.unmount();

    const api = answerApi({ 'POST /gardenTips': json({ insertedId: 'a'.repeat(24) }, { status: 201 }) });
    const second = renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
    expect(await screen.findByText(/We restored the draft you were writing/)).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue(VALID.title);
    expect(screen.getByLabelText('Availability')).toHaveValue(VALID.availability);
    await submit();
    expect(await screen.findByText(MESSAGES.tipSubmitted)).toBeVisible();
    expect(api.callsTo('POST')).toHaveLength(1);
    // The form empties once the action's answer is in; the draft goes with it.
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    second.unmount();

    renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
    await screen.findByRole('heading', { name: 'Share a Garden Tip' });
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText(/We restored the draft/)).toBeNull();
  });

  it('discards a restored draft on request', async () => {
    answerApi({});
    const first = renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
    await screen.findByRole('heading', { name: 'Share a Garden Tip' });
    await fill({ title: 'Half a thought' });
    first.unmount();
    renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
    await userEvent.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText(/We restored the draft/)).toBeNull();
  });
});
