import { sql, type Kysely } from 'kysely'

/**
 * Issue 10 §2, SPEC 3.7: the 'dr' document of dialogs, the texts the app shows doctors, one row per leaf (a dotted
 * key) with its Arabic and English markdown. Admins edit existing leaves; the app's code decides which exist, so
 * new leaves come with migrations like this one. Markup is refused by the API (docs/decisions/0019); the check
 * here is the database's last word on the two texts being present.
 */
const initial: { key: string; ar: string; en: string }[] = [
  {
    key: 'editor.intro',
    ar: 'تُكتب بيانات الطبيب **باللغة العربية**، والإنجليزية اختيارية.\n\nأكمل بيانات صفحتك وممارسة واحدة على الأقل (فيديو أو عيادة أو زيارة منزلية)، ثم أرسل ملفك إلى الإدارة للمراجعة.',
    en: 'Doctor information is entered **in Arabic**; English is optional.\n\nComplete your page and at least one practice (video, clinic or home visit), then submit your profile to the admin for review.',
  },
  {
    key: 'editor.submitReview',
    ar: 'تراجع الإدارة ملفك وشهاداتك قبل تفعيل صفحتك، ويمكنك التعديل أثناء الانتظار.\n\n- تُفعَّل الاستشارات بالفيديو بعد مراجعة الشهادات.\n- ستصلك رسالة عند التوثيق أو عند إعادة الملف مع السبب.',
    en: 'The admin reviews your profile and certificates before your page is activated. You can still edit it while you wait.\n\n- Video consultations are enabled once your certificates are reviewed.\n- You are told when your profile is verified, or returned with a reason.',
  },
  {
    key: 'schedule.intro',
    ar: 'مواعيد عملك تحدد الأوقات التي يمكن للمرضى الحجز فيها.',
    en: 'Your working hours decide when patients can book you.',
  },
  {
    key: 'call.ehrNotice',
    ar: 'قبل إنهاء الاستشارة راجع **الملف الصحي** واملأ كل حقول قسم **الإضافة**، حتى تُحوَّل أتعابك.',
    en: 'Before you end the consultation, check the **health record** and fill in every field of the **ADD** section so that your fees are transferred.',
  },
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dialogs (
      document text not null check (document in ('dr')),
      key text not null check (key ~ '^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*)*$'),
      ar text not null check (char_length(btrim(ar)) between 1 and 5000),
      en text not null check (char_length(btrim(en)) between 1 and 5000),
      updated_at timestamptz not null default now(),
      updated_by uuid references users (id) on delete set null,
      primary key (document, key)
    )
  `.execute(db)
  for (const text of initial)
    await sql`insert into dialogs (document, key, ar, en) values ('dr', ${text.key}, ${text.ar}, ${text.en})`.execute(
      db,
    )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table dialogs`.execute(db)
}
