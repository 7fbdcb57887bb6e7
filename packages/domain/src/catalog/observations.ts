import type { ClinicalTerm } from './clinical'

/**
 * SPEC 3.7 observations: what a doctor observes of the patient during a consult (signs seen or heard on camera, and
 * what the patient reports measuring at home), picked in the session summary beside the free-text examination
 * (docs/decisions/0050). Codes are stable slugs: a record keeps the code and shows the names of the running release.
 */
export const observations: readonly ClinicalTerm[] = [
  { code: 'fever', en: 'Fever', ar: 'ارتفاع درجة الحرارة (حمى)' },
  { code: 'hypothermia', en: 'Low body temperature', ar: 'انخفاض درجة حرارة الجسم' },
  { code: 'high-blood-pressure', en: 'High blood pressure reading', ar: 'قراءة ضغط دم مرتفعة' },
  { code: 'low-blood-pressure', en: 'Low blood pressure reading', ar: 'قراءة ضغط دم منخفضة' },
  { code: 'tachycardia', en: 'Fast pulse (tachycardia)', ar: 'سرعة النبض' },
  { code: 'bradycardia', en: 'Slow pulse (bradycardia)', ar: 'بطء النبض' },
  { code: 'irregular-pulse', en: 'Irregular pulse', ar: 'عدم انتظام النبض' },
  { code: 'tachypnoea', en: 'Fast breathing', ar: 'سرعة التنفس' },
  { code: 'shortness-of-breath', en: 'Shortness of breath', ar: 'ضيق التنفس' },
  { code: 'wheezing', en: 'Wheezing', ar: 'صفير بالصدر (أزيز)' },
  { code: 'dry-cough', en: 'Dry cough', ar: 'كحة جافة' },
  { code: 'productive-cough', en: 'Productive cough', ar: 'كحة ببلغم' },
  { code: 'low-oxygen-saturation', en: 'Low oxygen saturation reading', ar: 'انخفاض نسبة الأكسجين بالدم' },
  { code: 'high-blood-sugar', en: 'High blood sugar reading', ar: 'قراءة سكر دم مرتفعة' },
  { code: 'low-blood-sugar', en: 'Low blood sugar reading', ar: 'قراءة سكر دم منخفضة' },
  { code: 'pallor', en: 'Pallor', ar: 'شحوب' },
  { code: 'jaundice', en: 'Jaundice (yellow skin or eyes)', ar: 'اصفرار الجلد أو العينين (صفراء)' },
  { code: 'cyanosis', en: 'Cyanosis (bluish lips or skin)', ar: 'ازرقاق الشفاه أو الجلد' },
  { code: 'dehydration-signs', en: 'Signs of dehydration', ar: 'علامات الجفاف' },
  { code: 'skin-rash', en: 'Skin rash', ar: 'طفح جلدي' },
  { code: 'itching', en: 'Itching', ar: 'حكة' },
  { code: 'swelling-face', en: 'Facial swelling', ar: 'تورم الوجه' },
  { code: 'leg-oedema', en: 'Swelling of the legs (oedema)', ar: 'تورم الساقين (وذمة)' },
  { code: 'red-eye', en: 'Red eye', ar: 'احمرار العين' },
  { code: 'eye-discharge', en: 'Eye discharge', ar: 'إفرازات بالعين' },
  { code: 'runny-nose', en: 'Runny nose', ar: 'رشح بالأنف' },
  { code: 'nasal-congestion', en: 'Nasal congestion', ar: 'انسداد الأنف' },
  { code: 'sore-throat', en: 'Sore throat', ar: 'التهاب الحلق' },
  { code: 'tonsillar-exudate', en: 'Exudate on the tonsils', ar: 'صديد على اللوزتين' },
  { code: 'ear-pain', en: 'Ear pain', ar: 'ألم بالأذن' },
  { code: 'headache', en: 'Headache', ar: 'صداع' },
  { code: 'dizziness', en: 'Dizziness', ar: 'دوخة' },
  { code: 'neck-stiffness', en: 'Neck stiffness', ar: 'تيبس الرقبة' },
  { code: 'confusion', en: 'Confusion or drowsiness', ar: 'تشوش أو نعاس' },
  { code: 'facial-asymmetry', en: 'Facial asymmetry', ar: 'عدم تماثل الوجه' },
  { code: 'weakness-limb', en: 'Weakness of a limb', ar: 'ضعف بأحد الأطراف' },
  { code: 'tremor', en: 'Tremor', ar: 'رعشة' },
  { code: 'chest-pain', en: 'Chest pain', ar: 'ألم بالصدر' },
  { code: 'palpitations', en: 'Palpitations', ar: 'خفقان' },
  { code: 'abdominal-pain', en: 'Abdominal pain', ar: 'ألم بالبطن' },
  { code: 'abdominal-distension', en: 'Abdominal distension', ar: 'انتفاخ البطن' },
  { code: 'nausea-vomiting', en: 'Nausea or vomiting', ar: 'غثيان أو قيء' },
  { code: 'diarrhoea', en: 'Diarrhoea', ar: 'إسهال' },
  { code: 'constipation', en: 'Constipation', ar: 'إمساك' },
  { code: 'blood-in-stool', en: 'Blood in the stool', ar: 'دم في البراز' },
  { code: 'painful-urination', en: 'Painful urination', ar: 'ألم أو حرقان أثناء التبول' },
  { code: 'frequent-urination', en: 'Frequent urination', ar: 'كثرة التبول' },
  { code: 'joint-swelling', en: 'Joint swelling', ar: 'تورم المفاصل' },
  { code: 'back-pain', en: 'Back pain', ar: 'ألم الظهر' },
  { code: 'limited-movement', en: 'Limited range of movement', ar: 'محدودية حركة المفصل' },
  { code: 'wound', en: 'Wound or ulcer', ar: 'جرح أو قرحة' },
  { code: 'lymph-nodes', en: 'Enlarged lymph nodes', ar: 'تضخم الغدد الليمفاوية' },
  { code: 'weight-loss', en: 'Weight loss', ar: 'نقص الوزن' },
  { code: 'fatigue', en: 'Fatigue', ar: 'إرهاق' },
  { code: 'anxious-mood', en: 'Anxious mood', ar: 'مزاج قلق' },
  { code: 'low-mood', en: 'Low mood', ar: 'مزاج مكتئب' },
  { code: 'insomnia', en: 'Poor sleep', ar: 'اضطراب النوم' },
  { code: 'normal-appearance', en: 'Well-looking, no distress', ar: 'حالة عامة جيدة دون معاناة' },
]

/** SPEC 3.7: at most this many observations in one consult's summary. */
export const maxObservations = 30

const observationCodes = new Set(observations.map((o) => o.code))
/** Whether `code` names an observation of the catalogue. */
export const isObservation = (code: string): boolean => observationCodes.has(code)
