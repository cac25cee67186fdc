import type { Comment } from '@green-circle/contract';
import { CONVERSATION_MESSAGES as M, SAFETY_MESSAGES as S } from '@green-circle/contract/messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerApi, json } from '#app/test/api';
import { commentsShown, readComments } from '../api/comments';
import { conversationAction } from '../lib/conversation-action.server';
import type { ConversationIntent } from '../lib/forms';
import { Conversation, type CommentMenu } from './conversation';
import { apiFor } from '#app/lib/api.server';
import { requestContext, sessionMember } from '#app/test/request-context';

const TIP = '0123456789abcdef01234567';
let seq = 0;
const aComment = (overrides: Partial<Comment> = {}): Comment => ({
  _id: (++seq).toString(16).padStart(24, 'a'),
  tipId: TIP,
  parentId: null,
  body: 'A comment',
  displayName: 'Ana',
  authorPhotoURL: null,
  authorId: 'f'.repeat(24),
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
  deleted: false,
  ...overrides,
});

// The route's menu (safety's ReportMenu) stands here as its two controls: what the conversation
// hands it, blocking the author, is what is tested.
const menu: CommentMenu = (comment, { block }) => (
  <>
    <button type="button" aria-label={`Menu of ${comment.body}`}>
      ⋯
    </button>
    <button type="button" onClick={block}>
      Block {comment.displayName}
    </button>
  </>
);
// Tip details' action for the conversation's forms, as the route runs it on the server.
const action = async ({ request, context }: ActionFunctionArgs) => {
  const form = await request.formData();
  return conversationAction(apiFor(context), request, form.get('intent') as ConversationIntent, form, TIP);
};
// ... and its loader's part: the comments the page's address asks for (?comments=), or null.
const loader = ({ request, context }: LoaderFunctionArgs) =>
  readComments(apiFor(context), TIP, commentsShown(new URL(request.url).searchParams.get('comments'))).catch(
    () => null,
  );
function Page({ memberUid, verified }: { memberUid: string | null; verified: boolean }) {
  const comments = useLoaderData<typeof loader>();
  return <Conversation tipId={TIP} comments={comments} memberUid={memberUid} verified={verified} commentMenu={menu} />;
}
const show = (memberUid: string | null = 'uid-ana', verified = true) => {
  const router = createMemoryRouter(
    [{ path: '/', loader, action, element: <Page memberUid={memberUid} verified={verified} /> }],
    { getContext: () => requestContext(memberUid ? sessionMember() : null) },
  );
  return render(<RouterProvider router={router} />);
};
const listPath = `GET /gardenTips/${TIP}/comments?limit=20`;

describe('Conversation', () => {
  beforeEach(() => localStorage.clear());

  it('shows threads with replies under their first comment, markup as text and links as nofollow ugc', async () => {
    const first = aComment({ body: 'See https://example.com/mulch. <img src=x onerror=alert(1)>' });
    const reply = aComment({ parentId: first._id, body: 'Thanks!', displayName: 'Ben', editedAt: first.createdAt });
    const gone = aComment({ deleted: true, body: '' });
    const answer = aComment({ parentId: gone._id, body: 'Still here' });
    answerApi({ [listPath]: json([first, reply, gone, answer], { headers: { 'X-Total-Count': '4' } }) });
    show();

    const threads = await screen.findByRole('list', { name: 'Comments' });
    expect(within(threads).getAllByTestId('comment')).toHaveLength(4);
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const link = screen.getByRole('link', { name: 'https://example.com/mulch' });
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    const replies = screen.getAllByRole('list', { name: 'Replies' });
    expect(within(replies[0]!).getByText('Thanks!')).toBeVisible();
    expect(within(replies[0]!).getByText(M.edited)).toBeVisible();
    expect(screen.getByText(M.commentDeleted)).toBeVisible();
    expect(within(replies[1]!).getByText('Still here')).toBeVisible();
  });

  it('says so when there are no comments, and offers a visitor the way to sign in', async () => {
    answerApi({ [listPath]: json([], { headers: { 'X-Total-Count': '0' } }) });
    show(null);
    expect(await screen.findByText(M.noComments)).toBeVisible();
    expect(screen.getByRole('link', { name: M.signInToComment })).toBeVisible();
    expect(screen.queryByLabelText(M.commentLabel)).not.toBeInTheDocument();
  });

  it('an unverified member sees the comment box disabled with its reason up front, and no Reply', async () => {
    answerApi({ [listPath]: json([aComment()], { headers: { 'X-Total-Count': '1' } }) });
    show('uid-new', false);
    await screen.findByRole('list', { name: 'Comments' });
    expect(screen.getByRole('textbox', { name: M.commentLabel })).toBeDisabled();
    const button = screen.getByRole('button', { name: M.commentSubmit });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(M.verifyToComment);
    expect(screen.getByText(M.verifyToComment)).toBeVisible();
    expect(screen.queryByRole('button', { name: M.reply })).toBeNull();
  });

  it('Block in a comment\u2019s menu blocks its author and takes their comments out of the thread', async () => {
    const ben = 'b'.repeat(24);
    const mine = aComment({ body: 'Mine', mine: true });
    const theirs = aComment({ body: 'From Ben', displayName: 'Ben', authorId: ben });
    const again = aComment({ parentId: mine._id, body: 'Ben again', displayName: 'Ben', authorId: ben });
    const blocked: string[] = [];
    answerApi({
      // Once Ben is blocked, the API leaves his comments out (the page reads them again).
      [listPath]: () =>
        blocked.length
          ? json([mine], { headers: { 'X-Total-Count': '1' } })
          : json([mine, theirs, again], { headers: { 'X-Total-Count': '3' } }),
      [`PUT /me/blocks/${ben}`]: () => {
        blocked.push(ben);
        return json({ blocked: true });
      },
    });
    show();
    await screen.findByText('From Ben');
    expect(screen.queryByRole('button', { name: 'Block Ana' })).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Block Ben' })[0]!);
    await waitFor(() => expect(screen.queryByText('From Ben')).toBeNull());
    expect(screen.queryByText('Ben again')).toBeNull();
    expect(screen.getByText('Mine')).toBeVisible();
    expect(blocked).toEqual([ben]);
  });

  it('a comment moderators hid reads "Removed by moderators" to others, with no name, text or actions; its replies stay', async () => {
    const hidden = aComment({ body: '', removed: true, displayName: 'Troll' });
    const reply = aComment({ parentId: hidden._id, body: 'Glad that is gone', displayName: 'Ben' });
    answerApi({ [listPath]: json([hidden, reply], { headers: { 'X-Total-Count': '2' } }) });
    show();
    const removed = await screen.findByRole('article', { name: S.removedByModerators });
    expect(within(removed).getByText(S.removedByModerators)).toBeVisible();
    expect(within(removed).queryByText('Troll')).toBeNull();
    expect(within(removed).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Replies' })).getByText('Glad that is gone')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu of Glad that is gone' })).toBeVisible();
  });

  it('its author still reads a hidden comment, marked with the moderators\u2019 reason', async () => {
    const own = aComment({
      body: 'Mix bleach and vinegar',
      mine: true,
      removed: true,
      moderation: { hiddenAt: '2026-11-26T10:00:00.000Z', reason: 'Makes toxic gas' },
    });
    answerApi({ [listPath]: json([own], { headers: { 'X-Total-Count': '1' } }) });
    show();
    expect(await screen.findByText('Mix bleach and vinegar')).toBeVisible();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(S.hiddenByModerators);
    expect(notice).toHaveTextContent('Reason: Makes toxic gas');
    expect(screen.queryByText(S.removedByModerators)).toBeNull();
  });

  it('the route\u2019s comment menu (Report) sits on others\u2019 comments for a member who may write, not on their own', async () => {
    const mine = aComment({ body: 'Mine', mine: true });
    const theirs = aComment({ body: 'Theirs', displayName: 'Ben', authorId: 'b'.repeat(24) });
    answerApi({ [listPath]: json([mine, theirs], { headers: { 'X-Total-Count': '2' } }) });
    const view = show();
    expect(await screen.findByRole('button', { name: 'Menu of Theirs' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Menu of Mine' })).toBeNull();
    view.unmount();

    answerApi({ [listPath]: json([theirs], { headers: { 'X-Total-Count': '1' } }) });
    show('uid-new', false);
    await screen.findByText('Theirs');
    expect(screen.queryByRole('button', { name: 'Menu of Theirs' })).toBeNull();
  });

  it('shows an error with a way to try again, which reads the comments again', async () => {
    let down = true;
    answerApi({
      [listPath]: () =>
        down
          ? json({ title: 'x', status: 503, detail: 'down' }, { status: 503 })
          : json([aComment({ body: 'Back again' })], { headers: { 'X-Total-Count': '1' } }),
    });
    show();
    expect(await screen.findByText(M.commentsFailed)).toBeVisible();
    down = false;
    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeVisible();
    expect(screen.queryByText(M.commentsFailed)).toBeNull();
  });

  it('"Show more" is a link to the page with 20 more (?comments=40), which the loader reads', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => aComment({ body: `Early ${i}` }));
    const early = json(page1, {
      headers: { 'X-Total-Count': '21', Link: `</gardenTips/${TIP}/comments?limit=20&cursor=abc>; rel="next"` },
    });
    const calls = answerApi({
      [listPath]: early,
      [`GET /gardenTips/${TIP}/comments?limit=40`]: json([...page1, aComment({ body: 'The last one' })], {
        headers: { 'X-Total-Count': '21' },
      }),
    });
    show();
    const more = await screen.findByRole('link', { name: M.showMore });
    expect(more).toHaveAttribute('href', '/?comments=40');
    await userEvent.click(more);
    expect(await screen.findByText('The last one')).toBeVisible();
    expect(screen.getByText('Early 0')).toBeVisible();
    expect(screen.queryByRole('link', { name: M.showMore })).not.toBeInTheDocument();
    expect(calls.calls.map((call) => call.path)).toEqual([
      `/gardenTips/${TIP}/comments?limit=20`,
      `/gardenTips/${TIP}/comments?limit=40`,
    ]);
  });

  it("past the API's largest page, the loader follows its next pages until it has as many as asked", async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => aComment({ body: `Early ${i}` }));
    const api = answerApi({
      [`GET /gardenTips/${TIP}/comments?limit=100`]: json(hundred, {
        headers: { 'X-Total-Count': '101', Link: `</gardenTips/${TIP}/comments?limit=100&cursor=abc>; rel="next"` },
      }),
      [`GET /gardenTips/${TIP}/comments?limit=100&cursor=abc`]: json([aComment({ body: 'Number 101' })], {
        headers: { 'X-Total-Count': '101' },
      }),
    });
    const context = requestContext(sessionMember());
    const page = await readComments(apiFor(context), TIP, commentsShown('120'));
    expect(page.comments).toHaveLength(101);
    expect(page.comments.at(-1)?.body).toBe('Number 101');
    expect(page).toMatchObject({ nextPage: null, total: 101 });
    expect(api.calls).toHaveLength(2);
  });

  it('?comments= asks for whole steps of 20, from 20 up to 500', () => {
    expect([null, '', 'x', '-40', '7', '20', '21', '40', '9999'].map(commentsShown)).toEqual([
      20, 20, 20, 20, 20, 20, 40, 40, 500,
    ]);
  });

  it('keeps a draft as the member types, sends it, then forgets it', async () => {
    const posted = aComment({ body: 'My new comment', displayName: 'Ana', mine: true });
    const written: Comment[] = [];
    const calls = answerApi({
      // The page reads the comments again after the write: the new one is among them.
      [listPath]: () => json(written, { headers: { 'X-Total-Count': String(written.length) } }),
      [`POST /gardenTips/${TIP}/comments`]: () => {
        written.push(posted);
        return json(posted, { status: 201 });
      },
    });
    show();
    const box = await screen.findByLabelText(M.commentLabel);
    await userEvent.type(box, 'My new comment');
    expect(localStorage.getItem(`gc:draft:uid-ana:comment:${TIP}`)).toContain('My new comment');
    await userEvent.click(screen.getByRole('button', { name: M.commentSubmit }));
    expect(await screen.findByText('My new comment', { selector: 'p' })).toBeVisible();
    expect(calls.callsTo('POST')[0]?.body).toEqual({ body: 'My new comment' });
    // The answer empties the form: the box is drawn again, empty.
    await waitFor(() => expect(screen.getByLabelText(M.commentLabel)).toHaveValue(''));
    expect(localStorage.getItem(`gc:draft:uid-ana:comment:${TIP}`)).toBeNull();
  });
});
