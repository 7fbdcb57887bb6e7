import { sql, type Kysely } from 'kysely'

/**
 * Issue 45 §1, SPEC 1 and 2.1 (/help): the legal texts and help pages — about, contact, the patients' terms of use,
 * the doctors' terms, the doctors agreement, the privacy policy and the refund policy — in Arabic and English
 * markdown, every published version kept (a new row per save; the pages show the latest). Version 1 is seeded here,
 * each text marked as a draft a lawyer must review before launch. Markup is refused by the API as for the dialogs
 * (docs/decisions/0019); the checks here are the database's last word on the key and the two texts being present.
 */
const draftAr = '**مسودة للمراجعة القانونية:** يجب أن يراجع محامٍ هذا النص ويعتمده قبل الإطلاق.'
const draftEn = '**Draft for legal review:** a lawyer must review and approve this text before launch.'

const initial: { key: string; ar: string; en: string }[] = [
  {
    key: 'about',
    ar: `${draftAr}

# عن صحّة

صحّة منصة مصرية للرعاية الصحية عن بُعد وحجز المواعيد. تربط المرضى بأطباء مرخّصين في مصر للاستشارات بالفيديو وفي العيادة والزيارات المنزلية، وبمعامل التحاليل ومراكز الأشعة.

- يحجز المريض لنفسه أو لأحد أفراد أسرته، ويدفع بالبطاقة أو المحفظة الإلكترونية أو منافذ الدفع أو محفظة صحّة.
- يحدد الطبيب سعر خدمته، وتضيف صحّة رسم خدمة، ويشمل السعر المعروض ضريبة القيمة المضافة ١٤٪.
- يُحفظ السجل الصحي لكل استشارة ويراه المريض وطبيبه.

صحّة سوق يجمع المريض ومقدّم الخدمة، ولا تقدّم رعاية طبية بنفسها: المسؤولية الطبية عن الاستشارة على الطبيب المعالج.`,
    en: `${draftEn}

# About Sehha

Sehha is an Egyptian telemedicine and health-booking platform. It connects patients with doctors licensed in Egypt for video consultations, clinic visits and home visits, and with laboratories and radiology centres.

- Patients book for themselves or a family member, and pay by card, mobile wallet, payment kiosk or their Sehha wallet.
- The doctor sets the price of their service, Sehha adds a service charge, and the price shown includes 14% VAT.
- The health record of each consultation is kept for the patient and their doctor.

Sehha is a marketplace between patients and providers and does not itself give medical care: the treating doctor is responsible for the consultation.`,
  },
  {
    key: 'contact',
    ar: `${draftAr}

# تواصل معنا

- البريد الإلكتروني: [support@sehha.example](mailto:support@sehha.example)
- نرد على الرسائل في أيام العمل خلال يومي عمل.

لطلب **حذف حسابك** افتح الإعدادات واختر «حذف حسابي»، أو أرسل رسالة من رقم هاتفك المسجّل تذكر فيها اسمك وتاريخ ميلادك. لا يطلب الحذف إلا صاحب الحساب، ويُكتمل خلال ٥ أيام عمل.

لأي طلب يخص **بياناتك الشخصية** (الاطلاع أو التصحيح أو الحذف أو الاعتراض) راسلنا على البريد نفسه، وراجع [سياسة الخصوصية](/help/privacy).`,
    en: `${draftEn}

# Contact us

- Email: [support@sehha.example](mailto:support@sehha.example)
- We answer on working days, within two working days.

To **delete your account**, open Settings and choose Delete my account, or send a message from your registered phone number with your name and date of birth. Only the account owner may ask, and it is done within 5 working days.

For any request about **your personal data** (access, correction, deletion, objection) write to the same address, and see the [privacy policy](/help/privacy).`,
  },
  {
    key: 'terms',
    ar: `${draftAr}

# شروط استخدام المرضى

باستخدامك صحّة فإنك توافق على هذه الشروط. إن لم توافق فلا تستخدم المنصة.

## من يستخدم صحّة
- يجب أن يكون عمرك **١٨ عامًا على الأقل**. يحجز البالغ لمن هم دون ١٨ عامًا من أسرته ويكون مسؤولًا عنهم.
- أنت مسؤول عن دقة بياناتك وعن سرية كلمة المرور. **لا تشارك كلمة المرور** مع أحد، وأخبرنا فورًا إن عرفها غيرك.

## الخدمة
- صحّة سوق يربطك بأطباء ومراكز مستقلين. التشخيص والعلاج مسؤولية الطبيب المعالج.
- الاستشارة عن بُعد لا تصلح للطوارئ: في الحالات الطارئة اتصل بالإسعاف (١٢٣) أو توجه لأقرب مستشفى.
- الطبيب مرخّص في مصر، وقد يمنع القانون المحلي استشارته من خارج مصر.

## الدفع والاسترداد
- السعر المعروض يشمل أتعاب الطبيب ورسم الخدمة وضريبة القيمة المضافة ١٤٪ (القانون ٦٧ لسنة ٢٠١٦) ورسم الدفع الإلكتروني إن وجد.
- الإلغاء والاسترداد وفق [سياسة الاسترداد](/help/refunds).

## الحساب وحذفه
- يمكنك طلب حذف حسابك من الإعدادات («حذف حسابي») أو برسالة من رقمك المسجّل تذكر فيها اسمك وتاريخ ميلادك. يُكتمل الحذف خلال **٥ أيام عمل**، و**يسقط رصيد محفظتك** عند الحذف.
- يجوز لنا إيقاف حساب يخالف هذه الشروط.

## إنهاء الاتفاق
لكل طرف إنهاء هذا الاتفاق. يجوز لنا إنهاؤه فورًا عند مخالفة الشروط. تبقى أحكام السرية والمسؤولية سارية بعد الإنهاء.

## القانون والاختصاص
تخضع هذه الشروط **للقانون المصري**، وتختص **محاكم القاهرة** بأي نزاع ينشأ عنها.`,
    en: `${draftEn}

# Patient terms of use

By using Sehha you accept these terms. If you do not accept them, do not use the platform.

## Who may use Sehha
- You must be **at least 18 years old**. An adult books for family members under 18 and is responsible for them.
- You are responsible for your information being accurate and for keeping your password secret. **Do not share your password** with anyone, and tell us at once if someone else knows it.

## The service
- Sehha is a marketplace that connects you with independent doctors and centres. Diagnosis and treatment are the treating doctor's responsibility.
- A remote consultation is not for emergencies: in an emergency call an ambulance (123) or go to the nearest hospital.
- Doctors are licensed in Egypt; local law may prevent consulting them from outside Egypt.

## Payment and refunds
- The price shown includes the doctor's fee, the service charge, 14% VAT (Law 67 of 2016) and the electronic-payment surcharge where there is one.
- Cancellations and refunds follow the [refund policy](/help/refunds).

## Your account and deleting it
- You may ask us to delete your account from Settings (Delete my account) or by a message from your registered number with your name and date of birth. Deletion is done within **5 working days**, and **your wallet balance is forfeited** when the account is deleted.
- We may suspend an account that breaks these terms.

## Ending the agreement
Either party may end this agreement. We may end it immediately for a breach of these terms. The confidentiality and liability clauses survive its end.

## Law and courts
These terms are governed by **Egyptian law**, and the **courts of Cairo** have jurisdiction over any dispute about them.`,
  },
  {
    key: 'doctor-terms',
    ar: `${draftAr}

# شروط الأطباء

تنطبق هذه الشروط على كل طبيب يقدّم خدماته على صحّة، إضافة إلى [اتفاقية الأطباء](/help/doctors-agreement).

## الترخيص والهوية
- يجب أن تكون **مرخّصًا لمزاولة المهنة في مصر**، وأن تكون بيانات هويتك ولقبك العلمي وشهاداتك **صحيحة ومحدّثة**.
- تُكتب بيانات صفحتك باللغة العربية، وتراجعها الإدارة قبل تفعيلها.

## أثناء الاستشارة
- تظهر **بنفسك أمام الكاميرا** في كل استشارة بالفيديو، و**لا تُنيب** أحدًا عنك.
- تكتب **تقريرًا كاملًا بعد كل استشارة** في السجل الصحي للمريض، ولا تُحوَّل أتعابك قبل اكتماله.
- لا تطّلع من بيانات المريض إلا على ما تحتاجه لعلاجه.

## الحضور
- تلتزم بمواعيدك. إذا فاتتك **أكثر من ١٥٪** من استشارات الفيديو المحجوزة في أسبوع فقد تتلقى إنذارًا أول، ويؤدي تكرار عدم الاستجابة إلى إلغاء الاتفاق دون أي مستحقات لك.
- عند تغيبك عن استشارة يعود المبلغ كاملًا إلى محفظة المريض.

## الحساب
- **لا تشارك كلمة المرور** مع أحد؛ أنت مسؤول عن كل ما يتم من حسابك.

## الأتعاب والضرائب
تُحوَّل أتعابك إلى محفظتك بعد الاستشارة، وأنت مسؤول عن ضريبة الدخل على دخلك وفق القانون ٩١ لسنة ٢٠٠٥. تُحصَّل ضريبة القيمة المضافة وفق القانون ٦٧ لسنة ٢٠١٦.

## القانون والاختصاص
تخضع هذه الشروط للقانون المصري، وتختص محاكم القاهرة بأي نزاع.`,
    en: `${draftEn}

# Doctor terms

These terms apply to every doctor who offers services on Sehha, together with the [doctors agreement](/help/doctors-agreement).

## Licence and identity
- You must be **licensed to practise in Egypt**, and your identity, professional title and certificates must be **accurate and up to date**.
- Your page is written in Arabic, and the admins review it before it is activated.

## During a consultation
- You **appear on camera in person** in every video consultation, and **do not delegate** it to anyone.
- You write a **full report after every consultation** in the patient's health record; your fees are not transferred until it is complete.
- You see only the patient data you need to treat them.

## Attendance
- You keep your appointments. If you miss **more than 15%** of your booked video consultations in a week you may get a first warning; repeated failure to respond leads to the agreement being cancelled with no money owed to you.
- When you miss a consultation, the patient's payment returns in full to their wallet.

## Your account
- **Do not share your password** with anyone; you are responsible for everything done from your account.

## Fees and taxes
Your fees are transferred to your wallet after the consultation, and you are responsible for the income tax on your income under Law 91 of 2005. VAT is collected under Law 67 of 2016.

## Law and courts
These terms are governed by Egyptian law, and the courts of Cairo have jurisdiction over any dispute.`,
  },
  {
    key: 'doctors-agreement',
    ar: `${draftAr}

# اتفاقية الأطباء

اتفاقية بين صحّة والطبيب الذي يقدّم خدماته عليها، تكمّل [شروط الأطباء](/help/doctor-terms).

## التزامات الطبيب
1. أن يكون مرخّصًا في مصر، بهوية ولقب علمي صحيحين، وأن يبلغنا فورًا بأي تغيير في ترخيصه.
2. أن يقدّم الاستشارة بنفسه أمام الكاميرا دون إنابة، وأن يكتب تقريرًا كاملًا بعد كل استشارة.
3. أن يحفظ سرية بيانات المرضى، فلا يطّلع إلا على ما يسمح به العلاج، و**يعيد البيانات المحمية أو يتلفها** عند انتهاء الاتفاق.
4. ألا يشارك كلمة المرور أو يمكّن غيره من حسابه.

## التزامات صحّة
1. عرض صفحة الطبيب للمرضى بعد مراجعتها، وإدارة الحجز والدفع.
2. تحويل أتعاب الطبيب إلى محفظته بعد كل استشارة مكتملة، مخصومًا منها رسم الخدمة.

## إنهاء الاتفاق
- لكل طرف إنهاء الاتفاق.
- يجوز لصحّة إنهاؤه **فورًا** عند مخالفته أو **فقد الطبيب ترخيصه**.
- يؤدي تكرار عدم الاستجابة إلى إلغاء الاتفاق دون أي مستحقات للطبيب.
- تبقى **أحكام السرية والمسؤولية** وإعادة البيانات المحمية أو إتلافها سارية بعد انتهاء الاتفاق.

## القانون والاختصاص
يخضع هذا الاتفاق للقانون المصري (ومنه القانون ٩١ لسنة ٢٠٠٥ والقانون ٦٧ لسنة ٢٠١٦)، وتختص محاكم القاهرة بأي نزاع.`,
    en: `${draftEn}

# Doctors agreement

An agreement between Sehha and the doctor who offers services on it, completing the [doctor terms](/help/doctor-terms).

## The doctor's obligations
1. To be licensed in Egypt, with an accurate identity and professional title, and to tell us at once of any change to the licence.
2. To give each consultation in person on camera, without delegating it, and to write a full report after every consultation.
3. To keep patients' data confidential, seeing only what treatment allows, and to **return or destroy protected data** when the agreement ends.
4. Not to share the password or let anyone else use the account.

## Sehha's obligations
1. To show the doctor's page to patients once reviewed, and to run booking and payment.
2. To transfer the doctor's fees to their wallet after every completed consultation, less the service charge.

## Ending the agreement
- Either party may end the agreement.
- Sehha may end it **immediately** for a breach or if the doctor **loses their licence**.
- Repeated failure to respond leads to the agreement being cancelled with no money owed to the doctor.
- The **confidentiality and liability clauses**, and returning or destroying protected data, survive the end of the agreement.

## Law and courts
This agreement is governed by Egyptian law (including Law 91 of 2005 and Law 67 of 2016), and the courts of Cairo have jurisdiction over any dispute.`,
  },
  {
    key: 'privacy',
    ar: `${draftAr}

# سياسة الخصوصية

تشرح هذه السياسة كيف نعالج بياناتك الشخصية وفق **قانون حماية البيانات الشخصية رقم ١٥١ لسنة ٢٠٢٠** ولائحته التنفيذية.

## ما نجمعه
- بيانات الحساب: رقم الهاتف والبريد الإلكتروني والاسم والنوع وتاريخ الميلاد والعنوان والصورة.
- **البيانات الصحية**: الشكوى والسجل الصحي والقياسات والوصفات والإحالات والتقارير وملفات التحاليل والأشعة. هذه بيانات حساسة لا نعالجها إلا **بموافقتك الصريحة**.
- بيانات الدفع والمحفظة، وسجل الدخول والأجهزة.
- للأطباء والمراكز: الترخيص والشهادات والهوية وبيانات التحويل.

## لماذا نجمعها
لتقديم الحجز والاستشارة والدفع، ولتمكين طبيبك من علاجك، ولحماية الحسابات من الاحتيال، ولاحتساب الضرائب والوفاء بالتزاماتنا القانونية. لا نبيع بياناتك، ولا نرسل لك تسويقًا إلا بموافقتك ومع إمكانية إلغائها.

## من يطّلع عليها
طبيبك والمركز الذي تحجز لديه يرون ما يلزم لخدمتك فقط، وكل اطلاع على سجلك الصحي من غيرك يُسجَّل، ومقدمو الدفع يرون ما يلزم للدفع، والجهات الرسمية عندما يلزمنا القانون.

## كم نحتفظ بها
نحتفظ ببياناتك ما دام حسابك قائمًا. عند حذف الحساب نحذفها خلال ٥ أيام عمل، إلا ما يلزمنا القانون بالاحتفاظ به (مثل السجلات المالية والضريبية) للمدة التي يحددها.

## حقوقك
لك أن **تعرف** البيانات التي لدينا عنك و**تحصل** عليها، وأن **تصححها** أو تحدّثها، وأن **تطلب حذفها**، وأن **تسحب موافقتك**، وأن **تعترض** على معالجتها أو **تقيّدها**، وأن **تُخطَر** بأي خرق يمس بياناتك.

## كيف تستخدم حقوقك
راسلنا على [support@sehha.example](mailto:support@sehha.example) أو من صفحة [تواصل معنا](/help/contact). قد نطلب التحقق من هويتك قبل التنفيذ. ولك أن تشكو إلى مركز حماية البيانات الشخصية.

## الأمان
نحمي بياناتك بصلاحيات الوصول وسجل المراجعة، ونبلغ المركز بأي خرق خلال ٧٢ ساعة.`,
    en: `${draftEn}

# Privacy policy

This policy explains how we process your personal data under **Egypt's Personal Data Protection Law No. 151 of 2020** and its Executive Regulations.

## What we collect
- Account data: phone number, email, name, gender, date of birth, address and photo.
- **Health data**: your complaint, health record, measurements, prescriptions, referrals, reports and test or scan files. This is sensitive data, processed only with **your explicit consent**.
- Payment and wallet data, and your sign-ins and devices.
- For doctors and centres: licence, certificates, identity and payout details.

## Why we collect it
To provide booking, consultations and payment, to let your doctor treat you, to protect accounts from fraud, and to account for taxes and meet our legal duties. We do not sell your data, and we send marketing only with your consent, which you can withdraw.

## Who sees it
Your doctor and the centre you book see only what they need to serve you, and every access to your health record by someone else is logged; payment providers see what payment needs; authorities see it when the law requires us.

## How long we keep it
We keep your data while your account exists. When the account is deleted we delete it within 5 working days, except what the law requires us to keep (such as financial and tax records) for the period it sets.

## Your rights
You may **know** what data we hold about you and **obtain** it, **correct** or update it, **ask for its deletion**, **withdraw your consent**, **object** to or **restrict** its processing, and be **told of any breach** affecting it.

## How to use your rights
Write to [support@sehha.example](mailto:support@sehha.example) or use the [contact page](/help/contact). We may ask you to prove your identity first. You may also complain to the Personal Data Protection Centre.

## Security
We protect your data with access rights and an audit log, and report any breach to the Centre within 72 hours.`,
  },
  {
    key: 'refunds',
    ar: `${draftAr}

# سياسة الاسترداد

## استشارات الأطباء
- **إلغاء المريض قبل الموعد بـ٢٤ ساعة على الأقل**: يُرد المبلغ كاملًا.
- **حجز تم قبل الموعد بأقل من ٢٤ ساعة**: يمكن إلغاؤه مع رد كامل خلال ساعة من الحجز، على ألا يتجاوز ذلك ساعتين قبل الموعد.
- **بعد ذلك**: لا يُرد المبلغ. يمكنك بدلًا من الإلغاء **تغيير الموعد مرة واحدة** حتى ٢٤ ساعة قبله.
- **إلغاء الطبيب أو الإدارة، أو تغيب الطبيب**: يُرد المبلغ كاملًا دائمًا.
- **تغيب المريض** عن الاستشارة: لا يُرد المبلغ.
- **لا يُرد المبلغ لعدم الرضا** عن الاستشارة بعد تقديمها؛ يمكنك تقييمها أو التواصل معنا.

## التحاليل والأشعة
- إلغاء المريض: بالقواعد نفسها التي تسري على استشارات الأطباء (رد كامل حتى ٢٤ ساعة قبل الموعد، ولا رد بعد ذلك).
- إلغاء المركز للطلب: رد كامل دائمًا.

## إلى أين يُرد المبلغ
يُرد المبلغ إلى **محفظة صحّة** فورًا، ويمكن رد ما دُفع بالبطاقة إلى البطاقة إن اخترت ذلك عند الإلغاء. يمكنك استخدام رصيد المحفظة في حجز آخر. **يسقط رصيد المحفظة عند حذف الحساب**.`,
    en: `${draftEn}

# Refund policy

## Doctor consultations
- **The patient cancels at least 24 hours before the appointment**: full refund.
- **Booked less than 24 hours before the appointment**: may be cancelled with a full refund within an hour of booking, and no later than 2 hours before the appointment.
- **After that**: no refund. Instead of cancelling you may **move the appointment once**, up to 24 hours before it.
- **The doctor or the admins cancel, or the doctor does not show up**: always a full refund.
- **The patient does not show up**: no refund.
- **No refund for dissatisfaction** with a consultation once given; you can rate it or contact us.

## Lab tests and scans
- The patient cancels: the same rules as doctor consultations (full refund up to 24 hours before the appointment, none later).
- The centre cancels the order: always a full refund.

## Where the money goes
Refunds go to your **Sehha wallet** at once; what was paid by card can go back to the card instead if you choose so when cancelling. You can use the wallet balance for another booking. **The wallet balance is forfeited when the account is deleted.**`,
  },
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table legal_texts (
      key text not null check (key in ('about', 'contact', 'terms', 'doctor-terms', 'doctors-agreement', 'privacy', 'refunds')),
      version integer not null check (version >= 1),
      ar text not null check (char_length(btrim(ar)) between 1 and 30000),
      en text not null check (char_length(btrim(en)) between 1 and 30000),
      published_at timestamptz not null default now(),
      published_by uuid references users (id) on delete set null,
      primary key (key, version)
    )
  `.execute(db)
  for (const text of initial)
    await sql`insert into legal_texts (key, version, ar, en) values (${text.key}, 1, ${text.ar}, ${text.en})`.execute(
      db,
    )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table legal_texts`.execute(db)
}
