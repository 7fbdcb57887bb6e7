import { labTests, radiologyScans, type ClinicalTerm } from '../catalog/clinical'
import type { CentreKind } from './centres.categories'

export * from './centres.categories'

/**
 * What labs and radiology centres offer (issue 43 §1; SPEC 3.7 labCategories, radioCategories, labCommercialCategories,
 * radioCommercialCategories, labServices, radioServices): the services are the clinical catalogue's tests and scans
 * (the codes a doctor's referral names), each in a category, with what the patient must do before. Seeded into the
 * database (centre_categories, centre_services) at every start, like the other catalogues.
 */
export interface CentreService extends ClinicalTerm {
  /** `kind:code`: the code of the clinical catalogue, which a referral names. */
  id: string
  kind: CentreKind
  categoryId: string
  commercialCategoryId: string | null
  /** Hours without food before a sample; null when none. */
  fastingHours: number | null
  preparation: { en: string; ar: string } | null
}

const fasting = (hours: number) => ({
  hours,
  en: `Fast for ${hours} hours before the sample: water only.`,
  ar: `صيام ${hours.toLocaleString('ar-EG')} ساعات قبل سحب العينة، ويُسمح بالماء فقط.`,
})

interface Extra {
  category: string
  commercial?: string
  fast?: ReturnType<typeof fasting>
  preparation?: { en: string; ar: string }
}

const morningUrine = {
  en: 'Bring the first urine of the morning in a clean container from the lab.',
  ar: 'أحضر أول بول في الصباح في وعاء نظيف من المعمل.',
}
const stoolSample = {
  en: 'Bring a fresh stool sample in a clean container from the lab.',
  ar: 'أحضر عينة براز حديثة في وعاء نظيف من المعمل.',
}
const fullBladder = {
  en: 'Drink 4 to 6 glasses of water an hour before, and do not pass urine until the scan.',
  ar: 'اشرب ٤ إلى ٦ أكواب ماء قبلها بساعة ولا تدخل الحمام حتى الأشعة.',
}
const emptyStomach = { en: 'Nothing to eat for 6 hours before.', ar: 'لا تأكل شيئًا قبلها بـ٦ ساعات.' }
const noMetal = {
  en: 'Leave metal objects at home; tell the centre about a pacemaker, implants or pregnancy.',
  ar: 'اترك المعادن في المنزل، وأخبر المركز بوجود منظم ضربات أو أي زرعات أو حمل.',
}
const contrast = {
  en: 'If contrast is needed: fast 4 hours and bring a recent creatinine result.',
  ar: 'إذا احتاجت صبغة: صيام ٤ ساعات وإحضار نتيجة كرياتينين حديثة.',
}

const labExtras: Record<string, Extra> = {
  cbc: { category: 'haematology', commercial: 'checkups' },
  hba1c: { category: 'diabetes', commercial: 'checkups' },
  fbs: { category: 'diabetes', commercial: 'checkups', fast: fasting(8) },
  ppbs: {
    category: 'diabetes',
    preparation: {
      en: 'Eat a usual meal, and come for the sample 2 hours after its start.',
      ar: 'تناول وجبة عادية، واحضر لسحب العينة بعد ساعتين من بدايتها.',
    },
  },
  rbs: { category: 'diabetes' },
  ogtt: { category: 'diabetes', commercial: 'pregnancy', fast: fasting(8) },
  'lipid-profile': { category: 'chemistry', commercial: 'checkups', fast: fasting(12) },
  lft: { category: 'chemistry', commercial: 'checkups' },
  kft: { category: 'chemistry', commercial: 'checkups' },
  creatinine: { category: 'chemistry' },
  urea: { category: 'chemistry' },
  'uric-acid': { category: 'chemistry' },
  electrolytes: { category: 'chemistry' },
  calcium: { category: 'chemistry' },
  magnesium: { category: 'chemistry' },
  phosphorus: { category: 'chemistry' },
  tsh: { category: 'hormones', commercial: 'checkups' },
  ft4: { category: 'hormones' },
  ft3: { category: 'hormones' },
  urine: { category: 'urine-stool', commercial: 'pregnancy', preparation: morningUrine },
  'urine-culture': { category: 'urine-stool', preparation: morningUrine },
  'urine-acr': { category: 'urine-stool', preparation: morningUrine },
  stool: { category: 'urine-stool', preparation: stoolSample },
  'hpylori-stool': { category: 'urine-stool', preparation: stoolSample },
  'hcv-ab': { category: 'infections' },
  'hcv-pcr': { category: 'infections' },
  hbsag: { category: 'infections', commercial: 'pregnancy' },
  hiv: { category: 'infections' },
  'vitamin-d': { category: 'vitamins' },
  'vitamin-b12': { category: 'vitamins' },
  ferritin: { category: 'vitamins' },
  'iron-tibc': { category: 'vitamins', fast: fasting(8) },
  crp: { category: 'immunology' },
  esr: { category: 'immunology' },
  aso: { category: 'immunology' },
  rf: { category: 'immunology' },
  'anti-ccp': { category: 'immunology' },
  ana: { category: 'immunology' },
  'pt-inr': { category: 'coagulation' },
  aptt: { category: 'coagulation' },
  'd-dimer': { category: 'coagulation' },
  troponin: { category: 'coagulation' },
  psa: { category: 'tumour-markers' },
  'beta-hcg': { category: 'fertility', commercial: 'pregnancy' },
  prolactin: {
    category: 'hormones',
    preparation: {
      en: 'Come in the morning, 2 to 3 hours after waking, and rest for 15 minutes before the sample.',
      ar: 'احضر صباحًا بعد الاستيقاظ بساعتين إلى ثلاث، واسترح ١٥ دقيقة قبل سحب العينة.',
    },
  },
  'fsh-lh': { category: 'fertility' },
  amh: { category: 'fertility' },
  testosterone: { category: 'hormones' },
  semen: {
    category: 'fertility',
    preparation: {
      en: 'Abstain for 2 to 5 days before; the sample is given at the lab.',
      ar: 'امتنع عن الجماع من يومين إلى خمسة أيام قبلها، وتؤخذ العينة في المعمل.',
    },
  },
  'blood-group': { category: 'haematology', commercial: 'pregnancy' },
  widal: { category: 'infections' },
  brucella: { category: 'infections' },
  'covid-pcr': { category: 'infections' },
  lipase: { category: 'chemistry' },
  'ca-125': { category: 'tumour-markers' },
}

const radioExtras: Record<string, Extra> = {
  'xray-chest': { category: 'xray', preparation: noMetal },
  'xray-lumbar': { category: 'xray' },
  'xray-cervical': { category: 'xray' },
  'xray-knee': { category: 'xray' },
  'xray-sinuses': { category: 'xray' },
  'xray-kub': { category: 'xray' },
  'dental-panorama': { category: 'xray', commercial: 'dental' },
  'us-abdomen': { category: 'ultrasound', preparation: emptyStomach },
  'us-pelvis': { category: 'ultrasound', preparation: fullBladder },
  'us-abdomen-pelvis': { category: 'ultrasound', preparation: fullBladder },
  'us-obstetric': { category: 'ultrasound', commercial: 'pregnancy' },
  'us-obstetric-4d': { category: 'ultrasound', commercial: 'pregnancy' },
  'us-transvaginal': { category: 'women' },
  'us-thyroid': { category: 'ultrasound' },
  'us-breast': { category: 'women' },
  'us-scrotum': { category: 'ultrasound' },
  'doppler-leg-veins': { category: 'ultrasound' },
  'doppler-carotid': { category: 'ultrasound' },
  echo: { category: 'ultrasound' },
  'ct-brain': { category: 'ct', preparation: contrast },
  'ct-chest': { category: 'ct', preparation: contrast },
  'ct-abdomen-pelvis': { category: 'ct', preparation: contrast },
  'ct-kub': { category: 'ct' },
  'ct-sinuses': { category: 'ct' },
  'mri-brain': { category: 'mri', preparation: noMetal },
  'mri-lumbar': { category: 'mri', preparation: noMetal },
  'mri-cervical': { category: 'mri', preparation: noMetal },
  'mri-knee': { category: 'mri', preparation: noMetal },
  'mri-shoulder': { category: 'mri', preparation: noMetal },
  mammography: {
    category: 'women',
    preparation: {
      en: 'No deodorant, powder or cream on the chest and underarms that day.',
      ar: 'لا تستخدمي مزيل العرق أو البودرة أو الكريم على الصدر والإبط في هذا اليوم.',
    },
  },
  dexa: {
    category: 'women',
    preparation: {
      en: 'No calcium tablets for 24 hours before.',
      ar: 'لا تتناول أقراص الكالسيوم قبلها بـ٢٤ ساعة.',
    },
  },
  hsg: {
    category: 'women',
    preparation: {
      en: 'Between days 7 and 10 of the cycle; no intercourse from the end of the period until the scan.',
      ar: 'بين اليوم السابع والعاشر من الدورة، مع الامتناع عن الجماع من انتهاء الدورة حتى الأشعة.',
    },
  },
}

function servicesOf(
  kind: CentreKind,
  terms: readonly ClinicalTerm[],
  extras: Record<string, Extra>,
): CentreService[] {
  return terms.map((term) => {
    const extra = extras[term.code]
    if (!extra) throw new Error(`centre catalogue: no category for ${kind} ${term.code}`)
    return {
      ...term,
      id: `${kind}:${term.code}`,
      kind,
      categoryId: `${kind}:${extra.category}`,
      commercialCategoryId: extra.commercial ? `${kind}:${extra.commercial}` : null,
      fastingHours: extra.fast?.hours ?? null,
      preparation: extra.fast ? { en: extra.fast.en, ar: extra.fast.ar } : (extra.preparation ?? null),
    }
  })
}

export const centreServices: readonly CentreService[] = [
  ...servicesOf('lab', labTests, labExtras),
  ...servicesOf('radio', radiologyScans, radioExtras),
]
