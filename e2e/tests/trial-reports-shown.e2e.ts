// Issue 33 item 5: every "I tried this" report is shown under the evidence summary, with its
// note, photo, month, zone and reporter (their public page; never an e-mail).
import { expect, test } from '../support/fixtures';
import { api, uniqueMark } from '../support/api';
import { makeTip, uploadPhoto } from '../support/data';
import { imageLoaded } from '../support/ui';

test('findings 5: each "I tried this" report shows its note, photo, month, zone and reporter', async ({
  open,
  member: reader,
  makeMember,
}) => {
  const [author, reporter] = await Promise.all([makeMember('trial-author'), makeMember('trial-reporter')]);
  await api('/me/garden', { method: 'PUT', body: JSON.stringify({ hemisphere: 'south', zone: '9b' }), as: reporter });
  const tip = await makeTip(author, { title: `Runner beans up a fence ${uniqueMark()}` });
  const photo = await uploadPhoto(reporter);
  const note = 'Planted them against the north fence; a good crop by March.';
  await api(`/gardenTips/${tip._id}/trials/me`, {
    method: 'PUT',
    body: JSON.stringify({ outcome: 'partly', note, photo, month: 11 }),
    as: reporter,
  });

  const { page } = await open(`/tipDetails/${tip._id}`, { as: reader });
  await expect(page.getByTestId('trial-summary')).toBeVisible();
  const report = page.getByRole('article', { name: `${reporter.displayName}'s report` });
  await expect(report.getByText(note)).toBeVisible();
  await expect(report.getByText('It partly worked')).toBeVisible();
  await expect(report.getByText('Tried in November · Southern hemisphere · zone 9b')).toBeVisible();
  await imageLoaded(report.getByRole('img', { name: `${reporter.displayName}'s photo: it partly worked` }));
  await expect(report).not.toContainText(reporter.email);

  // The name opens the reporter's public gardener page.
  await report.getByRole('link', { name: reporter.displayName }).click();
  await expect(page.getByRole('heading', { level: 1, name: reporter.displayName })).toBeVisible();
});
