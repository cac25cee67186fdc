/**
 * Migration 'questions' (issue 57): questions with their search words, answers, helpful marks
 * and whom each question was routed to. Triggers keep a question's answerCount and an
 * answer's helpfulCount. Notifications gain the question they are about. Never edit this text
 * once released.
 */
export const QUESTIONS_SCHEMA = `
CREATE TABLE questions (
  seq INTEGER PRIMARY KEY,
  _id TEXT NOT NULL UNIQUE,
  authorUid TEXT NOT NULL,
  displayName TEXT NOT NULL,
  authorPhotoURL TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL,
  details TEXT NOT NULL,
  plantType TEXT NOT NULL,
  plantSlug TEXT,
  photos TEXT NOT NULL DEFAULT '[]',
  hemisphere TEXT NOT NULL,
  zone TEXT,
  createdAt TEXT NOT NULL,
  editedAt TEXT,
  answerCount INTEGER NOT NULL DEFAULT 0,
  acceptedAnswerId TEXT,
  solvedTipId TEXT,
  acceptedAuthorUid TEXT,
  hiddenAt TEXT,
  hiddenReason TEXT
);
CREATE INDEX questions_created ON questions (createdAt DESC, _id DESC);
CREATE INDEX questions_plant ON questions (plantSlug, createdAt DESC, _id DESC);
CREATE INDEX questions_author ON questions (authorUid, createdAt DESC);
CREATE INDEX questions_solved_tip ON questions (solvedTipId) WHERE solvedTipId IS NOT NULL;
CREATE INDEX questions_accepted_author ON questions (acceptedAuthorUid) WHERE acceptedAuthorUid IS NOT NULL;

CREATE TABLE question_words (
  word TEXT NOT NULL,
  questionId TEXT NOT NULL,
  PRIMARY KEY (word, questionId)
) WITHOUT ROWID;
CREATE INDEX question_words_question ON question_words (questionId);

CREATE TABLE answers (
  seq INTEGER PRIMARY KEY,
  _id TEXT NOT NULL UNIQUE,
  questionId TEXT NOT NULL,
  authorUid TEXT NOT NULL,
  displayName TEXT NOT NULL,
  authorPhotoURL TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL,
  photoUrl TEXT,
  photoAlt TEXT,
  tipId TEXT,
  helpfulCount INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  editedAt TEXT,
  hiddenAt TEXT,
  hiddenReason TEXT
);
CREATE INDEX answers_question ON answers (questionId, createdAt, _id);
CREATE INDEX answers_author ON answers (authorUid);
CREATE INDEX answers_photo ON answers (photoUrl) WHERE photoUrl IS NOT NULL;

CREATE TABLE answer_helpful (
  answerId TEXT NOT NULL,
  uid TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  PRIMARY KEY (answerId, uid)
) WITHOUT ROWID;
CREATE INDEX answer_helpful_uid ON answer_helpful (uid);

CREATE TABLE question_routes (
  questionId TEXT NOT NULL,
  uid TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (questionId, uid)
) WITHOUT ROWID;
CREATE INDEX question_routes_uid ON question_routes (uid, at);

CREATE TRIGGER answers_after_insert AFTER INSERT ON answers BEGIN
  UPDATE questions SET answerCount = answerCount + 1 WHERE _id = new.questionId;
END;
CREATE TRIGGER answers_after_delete AFTER DELETE ON answers BEGIN
  UPDATE questions SET answerCount = answerCount - 1 WHERE _id = old.questionId;
  DELETE FROM answer_helpful WHERE answerId = old._id;
END;
CREATE TRIGGER answer_helpful_after_insert AFTER INSERT ON answer_helpful BEGIN
  UPDATE answers SET helpfulCount = helpfulCount + 1 WHERE _id = new.answerId;
END;
CREATE TRIGGER answer_helpful_after_delete AFTER DELETE ON answer_helpful BEGIN
  UPDATE answers SET helpfulCount = helpfulCount - 1 WHERE _id = old.answerId;
END;
CREATE TRIGGER questions_after_delete AFTER DELETE ON questions BEGIN
  DELETE FROM answers WHERE questionId = old._id;
  DELETE FROM question_words WHERE questionId = old._id;
  DELETE FROM question_routes WHERE questionId = old._id;
END;

ALTER TABLE notifications ADD COLUMN questionId TEXT;
`;
