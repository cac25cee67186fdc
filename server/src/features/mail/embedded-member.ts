import { DEFAULT_EMAIL_SETTINGS, type EmailSettings } from '@green-circle/contract';
import type { EmbeddedMemberData } from '../../store-core/embedded-context';

/**
 * A leaving member is sent nothing more (their outbox rows, settings, send times and their
 * address's bounce go), and
 * nobody is sent news of what they did (rows whose cause names them as the actor go too).
 */
export const mailMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid, email }) => {
    // A bounce is kept by address: the leaver's goes with them.
    if (email) sql('DELETE FROM mail_bounces WHERE email = ?').run(email.toLowerCase());
    sql(
      `DELETE FROM mail_outbox WHERE uid = @uid OR instr(dedupeKey, @uid) > 0
       OR json_extract(payload, '$.actorUid') = @uid`,
    ).run({ uid });
    for (const table of ['mail_settings', 'mail_last_sent']) sql(`DELETE FROM ${table} WHERE uid = ?`).run(uid);
  },
  export: ({ sql }, uid) => {
    const settings = sql('SELECT settings FROM mail_settings WHERE uid = ?').pluck().get(uid) as string | undefined;
    // What the site goes by: the defaults, with what the member changed.
    const saved = settings === undefined ? {} : (JSON.parse(settings) as Partial<EmailSettings>);
    return { emailSettings: { ...DEFAULT_EMAIL_SETTINGS, ...saved } };
  },
};
