import { ACCOUNT_MESSAGES } from './account';
import {
  CONVERSATION_MESSAGES,
  MAIL_MESSAGES,
  MESSAGES,
  OFFLINE_MESSAGES,
  PEOPLE_MESSAGES,
  PLANT_MESSAGES,
  SAFETY_MESSAGES,
  SEASON_MESSAGES,
} from './messages';
import { PHOTO_MESSAGES } from './photo-texts';
import { QUESTION_MESSAGES } from './question-texts';
import { PLAN_MESSAGES } from './plan';
import { codeFinder, statusCode } from './text-codes';

/**
 * Every fixed text of the contract under a stable code, `<group>.<key>` (issue 39): the API's
 * problem details carry the code beside the English `detail`, and the site's catalogues translate
 * by it. A code never changes when its English words do.
 */
const GROUPS = {
  messages: MESSAGES,
  season: SEASON_MESSAGES,
  plant: PLANT_MESSAGES,
  people: PEOPLE_MESSAGES,
  conversation: CONVERSATION_MESSAGES,
  safety: SAFETY_MESSAGES,
  offline: OFFLINE_MESSAGES,
  mail: MAIL_MESSAGES,
  account: ACCOUNT_MESSAGES,
  question: QUESTION_MESSAGES,
  photos: PHOTO_MESSAGES,
  plan: PLAN_MESSAGES,
} as const;

export const CONTRACT_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(GROUPS).flatMap(([group, texts]) =>
    Object.entries(texts)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [`${group}.${key}`, text]),
  ),
);

/** The code of a contract text, or of one that begins with it (a suspension's date follows its words). */
export const messageCode = codeFinder(CONTRACT_TEXTS);

/** The code of a problem's detail: its contract text's, else its status's. */
export const problemCode = (detail: string, status: number): string => messageCode(detail) ?? statusCode(status);
