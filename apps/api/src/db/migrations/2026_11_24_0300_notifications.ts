import { sql, type Kysely } from 'kysely'

/**
 * Issue 8 §3: notifications kept per recipient (type and parameters; the text is rendered in the reader's
 * language), each user's channel choices, browsers' Web Push subscriptions, and a log of every delivery attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notifications (
      id uuid primary key default gen_random_uuid(),
      recipient_id uuid not null references users (id) on delete cascade,
      type text not null,
      params jsonb not null default '{}',
      link text check (link is null or link like '/%'),
      created_at timestamptz not null default now(),
      read_at timestamptz
    );
    create index notifications_recipient_idx on notifications (recipient_id, created_at desc, id desc);
    create index notifications_unread_idx on notifications (recipient_id) where read_at is null;

    create table notification_choices (
      user_id uuid not null references users (id) on delete cascade,
      category text not null,
      channel text not null check (channel in ('push', 'sms', 'email')),
      enabled boolean not null,
      primary key (user_id, category, channel)
    );

    create table push_subscriptions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      created_at timestamptz not null default now()
    );
    create index push_subscriptions_user_idx on push_subscriptions (user_id);

    create table notification_deliveries (
      id bigint generated always as identity primary key,
      notification_id uuid not null references notifications (id) on delete cascade,
      channel text not null check (channel in ('inApp', 'push', 'sms', 'email')),
      status text not null check (status in ('sent', 'failed', 'skipped')),
      detail text,
      at timestamptz not null default now()
    );
    create index notification_deliveries_notification_idx on notification_deliveries (notification_id);

    -- The development outbox also shows push messages (adapters/push.ts).
    alter table outbox_messages drop constraint outbox_messages_channel_check;
    alter table outbox_messages add constraint outbox_messages_channel_check
      check (channel in ('sms', 'email', 'push'));
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from outbox_messages where channel = 'push';
    alter table outbox_messages drop constraint outbox_messages_channel_check;
    alter table outbox_messages add constraint outbox_messages_channel_check check (channel in ('sms', 'email'));
    drop table notification_deliveries, push_subscriptions, notification_choices, notifications;
  `.execute(db)
}
