import type { Database } from '#api/db/database'

/**
 * A finished, documented video consult of the demo patient with the demo doctor three days ago (issue 11 §3), so a
 * fresh `npm start` shows a health record, a consultation summary with a prescription and referrals, and a consult
 * waiting to be rated. Free (no money moves, so the ledger's checks are untouched). Idempotent by its complaint.
 */
export async function seedDemoConsult(db: Database, now = new Date()): Promise<void> {
  const complaint = 'سعال وحرارة منذ ثلاثة أيام'
  const ids = await db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('phone', 'in', ['01000000001', '01000000002'])
    .execute()
  const patientId = ids.find((u) => u.phone === '01000000001')?.id
  const doctorId = ids.find((u) => u.phone === '01000000002')?.id
  if (!patientId || !doctorId) return
  const seeded = await db
    .selectFrom('bookings')
    .select('id')
    .where('patientId', '=', patientId)
    .where('complaint', '=', complaint)
    .executeTakeFirst()
  if (seeded) return
  // Three days ago at 18:00 Cairo (UTC+2 or +3: 15:00Z is 17:00 or 18:00; the exact hour does not matter here).
  const day = new Date(now.getTime() - 3 * 86_400_000)
  const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 15, 0))
  const endsAt = new Date(startsAt.getTime() + 15 * 60_000)
  const finishedAt = new Date(startsAt.getTime() + 13 * 60_000)
  await db.transaction().execute(async (trx) => {
    const booking = await trx
      .insertInto('bookings')
      .values({
        doctorId,
        patientId,
        dependentId: null,
        payerId: patientId,
        practice: 'video',
        status: 'finished',
        type: 'initial',
        complaint,
        method: 'free',
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
        holdExpiresAt: null,
        startsAt,
        endsAt,
        visitedByDoctor: true,
        visitedByPatient: true,
        doctorJoinedAt: new Date(startsAt.getTime() - 60_000),
        patientJoinedAt: new Date(startsAt.getTime() - 120_000),
        startedAt: new Date(startsAt.getTime() - 60_000),
        finishedAt,
        documentedAt: new Date(finishedAt.getTime() + 5 * 60_000),
        createdAt: new Date(startsAt.getTime() - 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('consultNotes')
      .values({
        bookingId: booking.id,
        history: 'سعال جاف وحرارة ٣٨٫٢ منذ ثلاثة أيام، مع رشح وألم خفيف بالحلق. لا ضيق في التنفس.',
        examination: 'بالفيديو: الحلق محتقن، لا صعوبة في التنفس، المريضة واعية ومتجاوبة.',
        diagnosisCode: 'J06.9',
        diagnosisText: 'عدوى فيروسية بالجهاز التنفسي العلوي',
        observationCodes: ['fever', 'dry-cough', 'sore-throat'],
        note: 'راحة وسوائل دافئة. مراجعة فورية إذا زادت الحرارة عن ٣٩ أو ظهر ضيق في التنفس.',
        interviewResult: 'علاج للأعراض، وتحليل صورة دم إذا استمرت الحرارة بعد ٣ أيام.',
        // Issue 45 §4: /verify/DEM0C-0NSV1 shows it; the demo patient gives 246810 to mark it dispensed.
        verificationCode: 'DEM0C-0NSV1',
        dispenseCode: '246810',
        createdAt: finishedAt,
        updatedAt: finishedAt,
      })
      .execute()
    await trx
      .insertInto('prescriptionItems')
      .values([
        {
          bookingId: booking.id,
          position: 0,
          medicineCode: null,
          drugName: 'Paracetamol 500 mg',
          form: 'أقراص',
          dose: 'قرص واحد',
          frequency: 'كل ٨ ساعات عند اللزوم',
          duration: '٥ أيام',
          instructions: 'بعد الأكل، ولا تزيد عن ٤ أقراص في اليوم',
        },
        {
          bookingId: booking.id,
          position: 1,
          medicineCode: null,
          drugName: 'Otrivin 0.05% nasal drops',
          form: 'نقط للأنف',
          dose: 'نقطتان',
          frequency: 'مرتين يوميًا',
          duration: '٣ أيام',
          instructions: 'في كل فتحة أنف، لا تستخدم أكثر من أسبوع',
        },
      ])
      .execute()
    await trx
      .insertInto('referrals')
      .values([
        {
          bookingId: booking.id,
          position: 0,
          kind: 'lab',
          code: 'cbc',
          name: 'CBC — صورة دم كاملة',
          note: 'إذا استمرت الحرارة',
        },
        {
          bookingId: booking.id,
          position: 1,
          kind: 'radio',
          code: 'xray-chest',
          name: 'Chest X-ray — أشعة على الصدر',
          note: 'عند ضيق التنفس فقط',
        },
      ])
      .execute()
  })
}
