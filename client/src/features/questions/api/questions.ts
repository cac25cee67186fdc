import type { Answer, Question, QuestionListQuery, QuestionWithAnswers } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/** GET /questions: a page of questions and the total. */
export async function listQuestions(
  api: Api,
  query: QuestionListQuery,
): Promise<{ questions: Question[]; total: number; next: string | null }> {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)] as [string, string]],
    ),
  );
  const answer = await api.request<Question[]>('GET', `/questions?${search}`);
  const link = answer.headers.get('Link') ?? '';
  const next = /cursor=([^&>]+)[^>]*>;\s*rel="next"/.exec(link)?.[1] ?? null;
  return { questions: answer.data, total: Number(answer.headers.get('X-Total-Count') ?? answer.data.length), next };
}

/** GET /questions/{id}: the question with its answers. */
export const getQuestion = (api: Api, id: string) =>
  api.get<QuestionWithAnswers>(`/questions/${encodeURIComponent(id)}`);

/** POST /questions. */
export const askQuestion = (api: Api, body: unknown) => api.post<QuestionWithAnswers>('/questions', body);

/** POST /questions/{id}/answers. */
export const answerQuestion = (api: Api, id: string, body: unknown) =>
  api.post<Answer>(`/questions/${encodeURIComponent(id)}/answers`, body);

/** PUT or DELETE /questions/{id}/answers/{answerId}/helpful. */
export const markHelpful = (api: Api, id: string, answerId: string, on: boolean) => {
  const path = `/questions/${encodeURIComponent(id)}/answers/${encodeURIComponent(answerId)}/helpful`;
  return on ? api.put<{ helpfulCount: number }>(path, {}) : api.delete<{ helpfulCount: number }>(path);
};

/** PUT /questions/{id}/accepted, or DELETE with null. */
export const acceptAnswer = (api: Api, id: string, answerId: string | null) =>
  answerId === null
    ? api.delete<QuestionWithAnswers>(`/questions/${encodeURIComponent(id)}/accepted`)
    : api.put<QuestionWithAnswers>(`/questions/${encodeURIComponent(id)}/accepted`, { answerId });

/** DELETE /questions/{id}: the asker's question, its answers with it. */
export const deleteQuestion = (api: Api, id: string) =>
  api.delete<{ deletedCount: number }>(`/questions/${encodeURIComponent(id)}`);

/** DELETE /questions/{id}/answers/{answerId}: the author's own answer. */
export const deleteAnswer = (api: Api, id: string, answerId: string) =>
  api.delete<{ deletedCount: number }>(`/questions/${encodeURIComponent(id)}/answers/${encodeURIComponent(answerId)}`);

/** PATCH /questions/{id}: the asker's changes, until the question has an answer. */
export const editQuestion = (api: Api, id: string, body: unknown) =>
  api.patch<QuestionWithAnswers>(`/questions/${encodeURIComponent(id)}`, body);

/** PATCH /questions/{id}/answers/{answerId}: the author's changes to their answer (null takes a photo or tip away). */
export const editAnswer = (api: Api, id: string, answerId: string, body: unknown) =>
  api.patch<Answer>(`/questions/${encodeURIComponent(id)}/answers/${encodeURIComponent(answerId)}`, body);
