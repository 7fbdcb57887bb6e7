/**
 * The kinds of centre and the categories of their catalogue (issue 43 §1; SPEC 3.7), apart from the services' data
 * (centres.catalog.ts, which carries the clinical catalogue): what the web app needs to name a category.
 */
export const centreKinds = ['lab', 'radio'] as const
export type CentreKind = (typeof centreKinds)[number]

export interface CentreCategory {
  /** `kind:code`, as stored. */
  id: string
  kind: CentreKind
  /** A commercial category groups services as centres sell them (check-ups, pregnancy follow-up), beside the clinical one. */
  commercial: boolean
  en: string
  ar: string
}

const category = (
  kind: CentreKind,
  code: string,
  en: string,
  ar: string,
  commercial = false,
): CentreCategory => ({
  id: `${kind}:${code}`,
  kind,
  commercial,
  en,
  ar,
})

export const centreCategories: readonly CentreCategory[] = [
  category('lab', 'haematology', 'Haematology', 'أمراض الدم'),
  category('lab', 'diabetes', 'Diabetes', 'السكر'),
  category('lab', 'chemistry', 'Chemistry: liver, kidneys, minerals', 'الكيمياء: الكبد والكلى والأملاح'),
  category('lab', 'hormones', 'Hormones', 'الهرمونات'),
  category('lab', 'urine-stool', 'Urine and stool', 'البول والبراز'),
  category('lab', 'infections', 'Infections and viruses', 'العدوى والفيروسات'),
  category('lab', 'vitamins', 'Vitamins and iron', 'الفيتامينات والحديد'),
  category('lab', 'immunology', 'Inflammation and immunology', 'الالتهابات والمناعة'),
  category('lab', 'coagulation', 'Coagulation and heart', 'التجلط والقلب'),
  category('lab', 'tumour-markers', 'Tumour markers', 'دلالات الأورام'),
  category('lab', 'fertility', 'Fertility', 'الخصوبة'),
  category('lab', 'checkups', 'Check-ups', 'الفحوصات الدورية', true),
  category('lab', 'pregnancy', 'Pregnancy follow-up', 'متابعة الحمل', true),
  category('radio', 'xray', 'X-ray', 'الأشعة العادية'),
  category('radio', 'ultrasound', 'Ultrasound and Doppler', 'الموجات الصوتية والدوبلر'),
  category('radio', 'ct', 'CT', 'الأشعة المقطعية'),
  category('radio', 'mri', 'MRI', 'الرنين المغناطيسي'),
  category('radio', 'women', "Women's imaging", 'أشعة المرأة'),
  category('radio', 'dental', 'Dental', 'الأسنان', true),
  category('radio', 'pregnancy', 'Pregnancy scans', 'أشعة الحمل', true),
]
