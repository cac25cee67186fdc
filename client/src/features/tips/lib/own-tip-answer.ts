/** The words of the dialog that follows a delete, drawn by the host in the reader's language (by code). */
export type DeleteDialogWords = Partial<Record<string, string>>;

/**
 * What My Tips' delete answered: deleted or not, with the dialog's words in the reader's language
 * (the clientAction that shows them has no page's translator: issue 56 keeps none outside React),
 * or (a plain POST not yet confirmed) which tip to ask about.
 */
export type OwnTipAnswer = { deleted: boolean; words: DeleteDialogWords } | { confirm: string };
