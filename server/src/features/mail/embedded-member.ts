import type { EmbeddedMemberData } from '../../store-core/member-data';

/**
 * A leaving member is sent nothing more (their outbox rows, settings and send times go), and
 * nobody is sent news of what they did (rows whose cause names them as the actor go too).
 */
export const mailMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid }) => {
    sql(
      `DELETE FROM mail_outbox WHERE uid = @uid OR instr(dedupeKey, @uid) > 0
       OR json_extract(payload, '$.actorUid') = @uid`,
    ).run({ uid });
    for (const table of ['mail_settings', 'mail_last_sent']) sql(`DELETE FROM ${table} WHERE uid = ?`).run(uid);
  },
  export: ({ sql }, uid) => {
    const settings = sql('SELECT settings FROM mail_settings WHERE uid = ?').pluck().get(uid) as string | undefined;
    return { emailSettings: settings === undefined ? null : (JSON.parse(settings) as unknown) };
  },
};
