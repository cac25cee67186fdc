import { PROBLEM_CONTENT_TYPE } from '@green-circle/contract/constants';
import { refuseCrossSite } from '../lib/action.server';
import { memberContext } from '../lib/request-context';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/photos';

const problem = (status: number, title: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title, status }), {
    status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE },
  });

/**
 * POST /photos: the photo picker's upload, passed on to the API's POST /uploads as the session's
 * member. The multipart body is streamed through as it arrives (never held whole in the host's
 * memory); the API's answer (the stored photo, or its problem) comes back as it is.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  if (request.method !== 'POST') return problem(405, 'Method Not Allowed');
  if (!context.get(memberContext)) return problem(401, 'Sign in to upload a photo');
  // The request's client: the session as credential, the visitor's address vouched for by the host.
  const headers = new Headers({ Accept: 'application/json' });
  for (const name of ['Content-Type', 'Content-Length']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  try {
    const answer = await apiFor(context).raw('/uploads', {
      method: 'POST',
      headers,
      body: request.body,
      signal: request.signal,
      duplex: 'half',
    } as RequestInit);
    const type = answer.headers.get('Content-Type');
    return new Response(answer.body, { status: answer.status, headers: type ? { 'Content-Type': type } : {} });
  } catch {
    return problem(502, 'The photo could not be passed on. Please try again.');
  }
}
