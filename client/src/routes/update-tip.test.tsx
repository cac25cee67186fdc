import { MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as updateTip from './update-tip';
import { answerApi, json, problem } from '../test/api';
import en from '../i18n/en.json';
import { aTip, member } from '../test/fake-member';
import { renderRoute } from '../test/render-route';

vi.mock('../lib/firebase', async () => {
  const { member } = await import('../test/fake-member');
  return { currentUser: async () => member };
});

const openUpdate = (id: string) => renderRoute(updateTip, { path: '/updateTip/:id', url: `/updateTip/${id}` });

describe('Update Garden Tip', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('prefills the form, sends the edit and lands on the tip (post/redirect/get)', async () => {
    const tip = aTip({ title: 'Old title', difficulty: 'Hard', availability: 'Hidden' });
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: () => json(tip),
      [`PUT /gardenTips/${tip._id}`]: json({ modifiedCount: 1 }),
    });
    const { router } = openUpdate(tip._id);

    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Old title');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('Hard');
    expect(screen.getByLabelText('Email')).toHaveValue(member.email);
    await userEvent.clear(title);
    await userEvent.type(title, 'New title');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/tipDetails/${tip._id}`));
    expect(api.callsTo('PUT')[0]?.body).toMatchObject({
      title: 'New title',
      difficulty: 'Hard',
      availability: 'Hidden',
    });
  });

  it('fills the photo slots after the cover and sends them back with the cover first (issue 57)', async () => {
    const photos = [
      { url: '/uploads/65a1b2c3d4e5f60718293a4b/800x600.webp', alt: 'The teepee' },
      { url: '/uploads/65a1b2c3d4e5f60718293a4c/800x600.webp', alt: 'The first beans' },
    ];
    const tip = aTip({ image: photos[0]!.url, imageAlt: 'The teepee', photos });
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: () => json(tip),
      [`PUT /gardenTips/${tip._id}`]: json({ modifiedCount: 1 }),
    });
    const { router } = openUpdate(tip._id);

    // The cover's words, then the three slots after it, each named by its number.
    expect(await screen.findByLabelText('What the cover photo shows')).toHaveValue('The teepee');
    expect(screen.getByLabelText('What photo 2 shows')).toHaveValue('The first beans');
    expect(screen.getByLabelText('What photo 3 shows')).toHaveValue('');
    expect(screen.getByLabelText('What photo 4 shows')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/tipDetails/${tip._id}`));
    expect(api.callsTo('PUT')[0]?.body).toMatchObject({ image: photos[0]!.url, photos });
  });

  it('says a photo that is not the member’s beside its slot, not "not your tip" (issue 57)', async () => {
    const photos = [
      { url: '/uploads/65a1b2c3d4e5f60718293a4b/800x600.webp', alt: 'The teepee' },
      { url: '/uploads/65a1b2c3d4e5f60718293a4c/800x600.webp', alt: 'The first beans' },
      { url: '/uploads/65a1b2c3d4e5f60718293a4d/800x600.webp', alt: 'Someone else’s beans' },
    ];
    const tip = aTip({ image: photos[0]!.url, imageAlt: 'The teepee', photos });
    answerApi({
      [`GET /gardenTips/${tip._id}`]: () => json(tip),
      [`PUT /gardenTips/${tip._id}`]: problem(403, {
        code: 'messages.onlyOwnPhotos',
        detail: MESSAGES.onlyOwnPhotos,
        errors: [{ field: 'photos.2.url', message: MESSAGES.notYourPhoto, code: 'messages.notYourPhoto' }],
      }),
    });
    const { router } = openUpdate(tip._id);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));

    const slot = within(screen.getByRole('group', { name: 'Photo 3' }));
    expect(await slot.findByText(MESSAGES.notYourPhoto)).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Photo 2' })).queryByText(MESSAGES.notYourPhoto)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.onlyOwnPhotos);
    expect(screen.queryByText(en['tipForm.notYours'])).toBeNull();
    expect(screen.getByLabelText('What photo 3 shows')).toHaveValue('Someone else’s beans');
    expect(router.state.location.pathname).toBe(`/updateTip/${tip._id}`);
  });

  it('shows the weeks its result takes and sends them only when changed, even with nothing else changed (issue 58)', async () => {
    const tip = aTip({ resultWeeks: 4 });
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: () => json(tip),
      [`PUT /gardenTips/${tip._id}`]: json({ modifiedCount: 0 }),
      [`PUT /gardenTips/${tip._id}/result-weeks`]: json({ weeks: 10 }),
    });
    const { router } = openUpdate(tip._id);

    const weeks = await screen.findByLabelText('Weeks until its result shows (optional)');
    expect(weeks).toHaveValue(4);
    await userEvent.clear(weeks);
    await userEvent.type(weeks, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/tipDetails/${tip._id}`));
    expect(api.callsTo('PUT').map((call) => call.body)).toEqual([
      { weeks: 10 },
      expect.not.objectContaining({ resultWeeks: expect.anything() }),
    ]);
  });

  it("says the API's problem detail above the form when the update is refused, the edit kept", async () => {
    const tip = aTip();
    answerApi({
      [`GET /gardenTips/${tip._id}`]: () => json(tip),
      [`PUT /gardenTips/${tip._id}`]: problem(400, {
        code: 'http.badRequest',
        detail: 'The request is not valid',
        errors: [{ field: 'title', message: 'At most 120 characters', code: 'field.atMost', values: { n: 120 } }],
      }),
    });
    openUpdate(tip._id);

    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));

    // The refusal by its code (issue 56): the catalogue's words, not the API's English detail.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en['http.badRequest']);
    expect(alert).not.toHaveTextContent('The request is not valid');
    expect(screen.getByLabelText('Title')).toHaveValue(tip.title);
  });

  it("explains that another member's tip cannot be updated, and offers no form", async () => {
    const tip = aTip({ mine: false, displayName: 'Bo', authorId: 'ffffffffffffffffffffffff' });
    answerApi({ [`GET /gardenTips/${tip._id}`]: json(tip) });
    openUpdate(tip._id);

    expect(await screen.findByRole('alert')).toHaveTextContent('only its author can update it');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });
});
