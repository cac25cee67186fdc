import { useActionData, useFetcher } from 'react-router';

/**
 * A form on a page of several, sent by its fetcher with JavaScript or as a plain POST without: its fetcher,
 * and the action's answer to it either way. A plain POST's answer (useActionData) is the page's, shared by
 * all its forms: it is this form's only when it names one of this form's intents.
 */
export function useFormAnswer<Answer extends { intent: string }>(...intents: Answer['intent'][]) {
  const fetcher = useFetcher<Answer>();
  // The page's answer, typed as what this form's action answers when the intent is one of its own.
  const posted = useActionData() as { intent?: unknown } | undefined;
  const own = intents.some((intent) => posted?.intent === intent) ? (posted as Answer) : undefined;
  return { fetcher, answer: fetcher.data ?? own };
}
