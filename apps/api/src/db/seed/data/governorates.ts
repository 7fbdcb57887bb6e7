export interface GovernorateSeed {
  code: string
  nameAr: string
  nameEn: string
  nidCode: string
}

export const governorates: GovernorateSeed[] = [
  { code: 'EG-C', nameAr: 'القاهرة', nameEn: 'Cairo', nidCode: '01' },
  { code: 'EG-ALX', nameAr: 'الإسكندرية', nameEn: 'Alexandria', nidCode: '02' },
  { code: 'EG-PTS', nameAr: 'بورسعيد', nameEn: 'Port Said', nidCode: '03' },
  { code: 'EG-SUZ', nameAr: 'السويس', nameEn: 'Suez', nidCode: '04' },
  { code: 'EG-DT', nameAr: 'دمياط', nameEn: 'Damietta', nidCode: '11' },
  { code: 'EG-DK', nameAr: 'الدقهلية', nameEn: 'Dakahlia', nidCode: '12' },
  { code: 'EG-SHR', nameAr: 'الشرقية', nameEn: 'Sharqia', nidCode: '13' },
  { code: 'EG-KB', nameAr: 'القليوبية', nameEn: 'Qalyubia', nidCode: '14' },
  { code: 'EG-KFS', nameAr: 'كفر الشيخ', nameEn: 'Kafr El Sheikh', nidCode: '15' },
  { code: 'EG-GH', nameAr: 'الغربية', nameEn: 'Gharbia', nidCode: '16' },
  { code: 'EG-MNF', nameAr: 'المنوفية', nameEn: 'Monufia', nidCode: '17' },
  { code: 'EG-BH', nameAr: 'البحيرة', nameEn: 'Beheira', nidCode: '18' },
  { code: 'EG-IS', nameAr: 'الإسماعيلية', nameEn: 'Ismailia', nidCode: '19' },
  { code: 'EG-GZ', nameAr: 'الجيزة', nameEn: 'Giza', nidCode: '21' },
  { code: 'EG-BNS', nameAr: 'بني سويف', nameEn: 'Beni Suef', nidCode: '22' },
  { code: 'EG-FYM', nameAr: 'الفيوم', nameEn: 'Faiyum', nidCode: '23' },
  { code: 'EG-MN', nameAr: 'المنيا', nameEn: 'Minya', nidCode: '24' },
  { code: 'EG-AST', nameAr: 'أسيوط', nameEn: 'Asyut', nidCode: '25' },
  { code: 'EG-SHG', nameAr: 'سوهاج', nameEn: 'Sohag', nidCode: '26' },
  { code: 'EG-KN', nameAr: 'قنا', nameEn: 'Qena', nidCode: '27' },
  { code: 'EG-ASN', nameAr: 'أسوان', nameEn: 'Aswan', nidCode: '28' },
  { code: 'EG-LX', nameAr: 'الأقصر', nameEn: 'Luxor', nidCode: '29' },
  { code: 'EG-BA', nameAr: 'البحر الأحمر', nameEn: 'Red Sea', nidCode: '31' },
  { code: 'EG-WAD', nameAr: 'الوادي الجديد', nameEn: 'New Valley', nidCode: '32' },
  { code: 'EG-MT', nameAr: 'مطروح', nameEn: 'Matrouh', nidCode: '33' },
  { code: 'EG-SIN', nameAr: 'شمال سيناء', nameEn: 'North Sinai', nidCode: '34' },
  { code: 'EG-JS', nameAr: 'جنوب سيناء', nameEn: 'South Sinai', nidCode: '35' },
]
