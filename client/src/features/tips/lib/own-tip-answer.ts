/** What My Tips' delete answered: deleted or not, or (a plain POST not yet confirmed) which tip to ask about. */
export type OwnTipAnswer = { deleted: boolean } | { confirm: string };
