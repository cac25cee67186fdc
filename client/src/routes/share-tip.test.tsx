import { MESSAGES } from '@green-circle/contract/messages';
import { PHOTO_MESSAGES } from '@green-circle/contract/photo-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as shareTip from './share-tip';
import { answerApi, json, problem } from '../test/api';
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

/** POST /uploads's answer for the n-th photo picked. */
const uploaded = (n: number) => {
  const id = `0123456789abcdef0123456${n}`;
  return { id, url: `/uploads/${id}/800x600.webp`, width: 800, height: 600, variants: [], takenAt: null };
};

/** Picks a photo in the slot `slot` names ("Cover photo", "Photo 2"), uploaded at once, and says what it shows. */
async function pickPhoto(slot: string, alt: string, altLabel: string) {
  const group = within(screen.getByRole('group', { name: slot }));
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'beans.jpg', { type: 'image/jpeg' });
  await userEvent.upload(group.getByLabelText('Choose a photo', { selector: 'input' }), file);
  expect(await group.findByText('Photo ready.')).toBeVisible();
  await userEvent.type(screen.getByLabelText(altLabel), alt);
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

  it('refuses a form with a blank field: the toast shows, the field says why, and nothing is sent', async () => {
    const api = answerApi({});
    await openForm();
    await fill({ ...VALID, title: '   ' });

    await submit();

    // The spec's toast at once, and the action's answer above the form.
    expect((await screen.findAllByText(MESSAGES.tipFormIncomplete))[0]).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Required'));
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

  it('marks an image that is not a URL beside its field, keeps the rest as typed and sends nothing', async () => {
    const api = answerApi({});
    await openForm();
    await fill({ ...VALID, image: 'not a url' });

    await submit();

    const image = screen.getByLabelText('Image URL');
    await waitFor(() => expect(image).toHaveAttribute('aria-invalid', 'true'));
    expect(image).toHaveAccessibleDescription('Must be an https:// address');
    expect(screen.queryByText(MESSAGES.tipFormIncomplete)).not.toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(VALID.title);
    expect(screen.getByLabelText('Plant Type')).toHaveValue(VALID.plantType);
    expect(screen.getByLabelText('Availability')).toHaveValue(VALID.availability);
    expect(api.calls).toHaveLength(0);
  });

  it('posts the tip with the months ticked and lands on the new tip (post/redirect/get)', async () => {
    const api = answerApi({ 'POST /gardenTips': json({ insertedId: 'a'.repeat(24) }, { status: 201 }) });
    const { router } = renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
    await screen.findByRole('heading', { name: 'Share a Garden Tip' });
    await fill(VALID);
    await userEvent.click(screen.getByRole('checkbox', { name: 'March' }));

    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe(`/tipDetails/${'a'.repeat(24)}`));
    // An empty optional field is not sent (the form posts it as missing; the API reads it as none).
    expect(api.callsTo('POST')[0]?.body).toEqual({
      ...VALID,
      months: [3],
      email: member.email,
      displayName: member.displayName,
    });
    // No weeks given: none are sent (the API's default stands).
    expect(api.callsTo('PUT')).toHaveLength(0);
  });

  it('sends the weeks its result takes once the tip is shared, apart from the tip (issue 58)', async () => {
    const id = 'b'.repeat(24);
    const api = answerApi({
      'POST /gardenTips': json({ insertedId: id }, { status: 201 }),
      [`PUT /gardenTips/${id}/result-weeks`]: json({ weeks: 6 }),
    });
    const { router } = renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
    await screen.findByRole('heading', { name: 'Share a Garden Tip' });
    await fill(VALID);
    const weeks = screen.getByLabelText('Weeks until its result shows (optional)');
    expect(weeks).toHaveAccessibleDescription(
      'How long after following your tip members are asked “Did it work?”: 1 to 16 weeks, 4 if empty.',
    );
    await userEvent.type(weeks, '6');

    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe(`/tipDetails/${id}`));
    expect(api.callsTo('POST')[0]?.body).not.toHaveProperty('resultWeeks');
    expect(api.callsTo('PUT')).toEqual([
      expect.objectContaining({ path: `/gardenTips/${id}/result-weeks`, body: { weeks: 6 } }),
    ]);
  });

  it('refuses weeks outside 1 to 16 beside the field, keeps what was typed, and shares nothing', async () => {
    const api = answerApi({});
    await openForm();
    await fill(VALID);
    for (const typed of ['17', '0', '2.5']) {
      const weeks = screen.getByLabelText('Weeks until its result shows (optional)');
      await userEvent.clear(weeks);
      await userEvent.type(weeks, typed);

      await submit();

      await waitFor(() =>
        expect(screen.getByLabelText('Weeks until its result shows (optional)')).toHaveAccessibleDescription(
          expect.stringContaining('Choose a whole number of weeks from 1 to 16.'),
        ),
      );
      expect(screen.getByLabelText('Weeks until its result shows (optional)')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Title')).toHaveValue(VALID.title);
    }
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Failed to submit tip.' above the form when the answer has no insertedId", async () => {
    answerApi({ 'POST /gardenTips': json({}) });
    await openForm();
    await fill(VALID);

    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tipSubmitFailed);
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

  it('keeps a draft as the member types, restores it on return with a note, and forgets it once sent', async () => {
    answerApi({ 'POST /gardenTips': json({ insertedId: 'a'.repeat(24) }, { status: 201 }) });
    const first = renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
    await screen.findByRole('heading', { name: 'Share a Garden Tip' });
    await fill(VALID);
    first.unmount();

    const second = renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
    expect(await screen.findByText(/We restored the draft you were writing/)).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue(VALID.title);
    expect(screen.getByLabelText('Availability')).toHaveValue(VALID.availability);
    await submit();
    await waitFor(() => expect(second.router.state.location.pathname).toBe(`/tipDetails/${'a'.repeat(24)}`));
    second.unmount();

    renderRoute(shareTip, { path: '/gardentip', url: '/gardentip' });
    await screen.findByRole('heading', { name: 'Share a Garden Tip' });
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText(/We restored the draft/)).toBeNull();
  });

  it('findings 5: says beside the Availability choice who sees a Hidden tip', async () => {
    answerApi({});
    await openForm();
    expect(screen.getByLabelText('Availability')).toHaveAccessibleDescription(
      "Public: anyone can find it in the list of tips. Hidden: left out of the public list; signed-in members still see it in the dashboard's list of all tips, and you in My Tips.",
    );
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

  it('says the API’s refusal of a photo beside its slot, the form kept as it was (issue 57)', async () => {
    let picked = 0;
    const api = answerApi({
      'POST /uploads': () => json(uploaded(picked++), { status: 201 }),
      'POST /gardenTips': problem(400, {
        code: 'http.badRequest',
        detail: 'This photo is not uploaded (or was removed); upload it again',
        errors: [{ field: 'photos.1.url', message: PHOTO_MESSAGES.notUploaded, code: 'photos.notUploaded' }],
      }),
    });
    await openForm();
    await fill({ ...VALID, image: '' });
    await pickPhoto('Cover photo', 'The teepee', 'What the cover photo shows');
    await pickPhoto('Photo 2', 'The first beans', 'What photo 2 shows');
    await submit();

    const slot = within(screen.getByRole('group', { name: 'Photo 2' }));
    expect(await slot.findByText(PHOTO_MESSAGES.notUploaded)).toBeVisible();
    // Read with the slot's own control too: it has no address field to carry it.
    expect(slot.getByRole('button', { name: 'Replace photo' })).toHaveAccessibleDescription(PHOTO_MESSAGES.notUploaded);
    expect(
      within(screen.getByRole('group', { name: 'Cover photo' })).queryByText(PHOTO_MESSAGES.notUploaded),
    ).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('That request could not be understood.');
    expect(screen.getByLabelText('What photo 2 shows')).toHaveValue('The first beans');
    expect(screen.getByLabelText('Title')).toHaveValue(VALID.title);
    expect(api.callsTo('POST').find((call) => call.path === '/gardenTips')?.body).toMatchObject({
      image: uploaded(0).url,
      photos: [
        { url: uploaded(0).url, alt: 'The teepee' },
        { url: uploaded(1).url, alt: 'The first beans' },
      ],
    });
  });
});
