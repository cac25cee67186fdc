// The dialogs' words (the contract's), loaded with sweetalert2 when a dialog first opens. Named
// here, not imported as the whole messages module: a dynamic import keeps every export of the
// module it names, and the contract's messages module holds every text of the spec.
export { CONVERSATION_MESSAGES, MESSAGES } from '@green-circle/contract/messages';
