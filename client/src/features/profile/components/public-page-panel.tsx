import { BIO_MAX } from '@green-circle/contract';
import { PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import { notify } from '../../../lib/notify';
import { asVerifiedMember } from '../../../lib/verified-member';
import { readPublicPage, savePublicPage, type PublicPageFields } from '../api/public-page';
import { browserApi } from '../../../lib/browser-api';

/** The member's gardener page: a short bio and whether the garden shows, with a link to see it. */
export function PublicPagePanel() {
  const { user } = useAuth();
  const bioId = useId();
  const [page, setPage] = useState<PublicPageFields | null>(null);
  const [bio, setBio] = useState('');
  const [showGarden, setShowGarden] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!user?.email) return;
    const abort = new AbortController();
    readPublicPage(browserApi, user.email, abort.signal)
      .then((fields) => {
        setPage(fields);
        setBio(fields?.bio ?? '');
        setShowGarden(fields?.showGarden ?? false);
      })
      .catch(() => {});
    return () => abort.abort();
  }, [user]);

  async function save() {
    setSaving(true);
    try {
      const saved = await asVerifiedMember(() => savePublicPage(browserApi, { bio, showGarden }));
      setPage(saved);
      setBio(saved.bio);
      notify.success(PEOPLE_MESSAGES.gardenerPageSaved);
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.problem?.errors?.[0]?.message
          ? error.problem.errors[0].message
          : PEOPLE_MESSAGES.gardenerPageFailed,
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="card mx-auto w-full max-w-lg border border-base-300 bg-base-100 shadow-md"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="card-body gap-3">
        <h2 className="card-title">{PEOPLE_MESSAGES.gardenerPageHeading}</h2>
        <label htmlFor={bioId} className="text-sm font-semibold">
          {PEOPLE_MESSAGES.bioLabel}
        </label>
        <textarea
          id={bioId}
          name="bio"
          className="textarea w-full"
          rows={3}
          maxLength={BIO_MAX}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
        />
        <p className="text-right text-xs opacity-80">
          {bio.length}/{BIO_MAX}
        </p>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            name="showGarden"
            className="checkbox checkbox-primary checkbox-sm"
            checked={showGarden}
            onChange={(event) => setShowGarden(event.target.checked)}
          />
          {PEOPLE_MESSAGES.showGardenLabel}
        </label>
        <div className="card-actions items-center justify-between">
          {page ? (
            <Link to={paths.gardener(page.authorId)} className="link link-primary">
              {PEOPLE_MESSAGES.viewMyPage}
            </Link>
          ) : (
            <span />
          )}
          <button type="submit" className="btn btn-primary btn-sm" disabled={saving || !user}>
            {PEOPLE_MESSAGES.saveGardenerPage}
          </button>
        </div>
      </div>
    </form>
  );
}
