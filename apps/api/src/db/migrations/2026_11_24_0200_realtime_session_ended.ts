import { sql, type Kysely } from 'kysely'

/**
 * Issue 8 §2: every ended session (sign-out, signed out from another device, a password change, deactivation, a dead
 * session cleared on use, a deleted user) tells the API instances through the realtime channel, so the socket it
 * opened is closed on whichever instance holds it. A trigger catches every path that deletes the row, today's and
 * tomorrow's; the NOTIFY leaves only when the deleting transaction commits. The payload is the envelope
 * features/realtime/realtime.service.ts parses: { i: message id, u: user id, m: a session.ended message }.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function realtime_session_ended() returns trigger language plpgsql as $$
    begin
      perform pg_notify('sehha_realtime', json_build_object(
        'i', gen_random_uuid(),
        'u', old.user_id,
        'm', json_build_object('type', 'session.ended', 'sessionId', old.id)
      )::text);
      return null;
    end
    $$;
    create trigger sessions_realtime_ended after delete on sessions
      for each row execute function realtime_session_ended();
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger sessions_realtime_ended on sessions;
    drop function realtime_session_ended();
  `.execute(db)
}
