import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { useActionData, useFetcher } from 'react-router';
import { checkRequired } from './form';

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

/**
 * A settings form saved as it changes (a switch, a select), on a page of several: its fetcher and
 * conform form, with the action's errors on it (a refused plain POST's too; none while a save is
 * under way, whose answer replaces them), and whether a save is under way. The browser checks
 * only blank required fields (checkRequired), when the form is sent.
 */
export function useSettingsForm<
  Answer extends { intent: string; result?: SubmissionResult<string[]> },
  Fields extends Record<string, unknown>,
>(intent: Answer['intent'], id: string, defaultValue: DefaultValue<Fields>) {
  const { fetcher, answer } = useFormAnswer<Answer>(intent);
  const [form, fields] = useForm<Fields>({
    id,
    lastResult: fetcher.state === 'idle' ? answer?.result : null,
    defaultValue,
    shouldValidate: 'onSubmit',
    onValidate: checkRequired<Fields>,
  });
  return { fetcher, form, fields, saving: fetcher.state !== 'idle' };
}
