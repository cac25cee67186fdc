/**
 * Migration 'comments-and-trials': tips gain commentCount and the trials summary
 * (worked, partly, failed), kept in step by triggers on the comments and trials tables, so a
 * tip read or list never counts; `sort=tried` walks an index on worked. A deleted tip takes its
 * comments and trials with it (the delete trigger). Never edit this text once released.
 */
export const CONVERSATION_SCHEMA = `
ALTER TABLE tips ADD COLUMN commentCount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tips ADD COLUMN worked INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tips ADD COLUMN partly INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tips ADD COLUMN failed INTEGER NOT NULL DEFAULT 0;
CREATE INDEX tips_availability_worked ON tips (availability, worked, createdAt, _id);
CREATE INDEX tips_worked_created ON tips (worked, createdAt, _id);

CREATE TABLE comments (
  seq INTEGER PRIMARY KEY,
  _id TEXT NOT NULL UNIQUE,
  tipId TEXT NOT NULL,
  parentId TEXT,
  authorUid TEXT NOT NULL,
  displayName TEXT NOT NULL,
  authorPhotoURL TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  editedAt TEXT,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX comments_tip_created ON comments (tipId, createdAt, _id);
CREATE INDEX comments_parent ON comments (parentId);
CREATE INDEX comments_author ON comments (authorUid);

CREATE TABLE trials (
  _id TEXT PRIMARY KEY,
  tipId TEXT NOT NULL,
  authorUid TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('worked', 'partly', 'failed')),
  note TEXT NOT NULL DEFAULT '',
  photo TEXT,
  month INTEGER,
  hemisphere TEXT NOT NULL,
  zone TEXT,
  displayName TEXT NOT NULL,
  authorPhotoURL TEXT NOT NULL DEFAULT '',
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  UNIQUE (tipId, authorUid)
);
CREATE INDEX trials_tip_created ON trials (tipId, createdAt, _id);
CREATE INDEX trials_worked_near ON trials (outcome, hemisphere, zone, tipId);
CREATE INDEX trials_author ON trials (authorUid, tipId);
CREATE INDEX trials_photo ON trials (photo);

CREATE TRIGGER comments_after_insert AFTER INSERT ON comments WHEN new.deleted = 0 BEGIN
  UPDATE tips SET commentCount = commentCount + 1 WHERE _id = new.tipId;
END;
CREATE TRIGGER comments_after_blank AFTER UPDATE OF deleted ON comments WHEN old.deleted = 0 AND new.deleted = 1 BEGIN
  UPDATE tips SET commentCount = commentCount - 1 WHERE _id = new.tipId;
END;
CREATE TRIGGER comments_after_delete AFTER DELETE ON comments WHEN old.deleted = 0 BEGIN
  UPDATE tips SET commentCount = commentCount - 1 WHERE _id = old.tipId;
END;

CREATE TRIGGER trials_after_insert AFTER INSERT ON trials BEGIN
  UPDATE tips SET worked = worked + (new.outcome = 'worked'), partly = partly + (new.outcome = 'partly'),
    failed = failed + (new.outcome = 'failed') WHERE _id = new.tipId;
END;
CREATE TRIGGER trials_after_update AFTER UPDATE OF outcome ON trials BEGIN
  UPDATE tips SET
    worked = worked - (old.outcome = 'worked') + (new.outcome = 'worked'),
    partly = partly - (old.outcome = 'partly') + (new.outcome = 'partly'),
    failed = failed - (old.outcome = 'failed') + (new.outcome = 'failed')
  WHERE _id = new.tipId;
END;
CREATE TRIGGER trials_after_delete AFTER DELETE ON trials BEGIN
  UPDATE tips SET worked = worked - (old.outcome = 'worked'), partly = partly - (old.outcome = 'partly'),
    failed = failed - (old.outcome = 'failed') WHERE _id = old.tipId;
END;

CREATE TRIGGER tips_after_delete_conversation AFTER DELETE ON tips BEGIN
  DELETE FROM comments WHERE tipId = old._id;
  DELETE FROM trials WHERE tipId = old._id;
END;
`;
