import { type Kysely, sql } from 'kysely';

/** Cuisine types an applicant picks from (GET /api/public/categories). Reference data, so it ships as a migration. */
export const BUSINESS_CATEGORIES: { key: string; name: string; nameAr: string }[] = [
  { key: 'saudi', name: 'Saudi cuisine', nameAr: 'مطبخ سعودي' },
  { key: 'gulf', name: 'Gulf cuisine', nameAr: 'مطبخ خليجي' },
  { key: 'levantine', name: 'Levantine', nameAr: 'مطبخ شامي' },
  { key: 'egyptian', name: 'Egyptian', nameAr: 'مطبخ مصري' },
  { key: 'yemeni', name: 'Yemeni', nameAr: 'مطبخ يمني' },
  { key: 'indian', name: 'Indian', nameAr: 'مطبخ هندي' },
  { key: 'asian', name: 'Asian', nameAr: 'مطبخ آسيوي' },
  { key: 'italian', name: 'Italian', nameAr: 'مطبخ إيطالي' },
  { key: 'grills', name: 'Grills', nameAr: 'مشويات' },
  { key: 'seafood', name: 'Seafood', nameAr: 'مأكولات بحرية' },
  { key: 'burgers', name: 'Burgers', nameAr: 'برجر' },
  { key: 'fast-food', name: 'Fast food', nameAr: 'وجبات سريعة' },
  { key: 'healthy', name: 'Healthy food', nameAr: 'أكل صحي' },
  { key: 'cafe', name: 'Café', nameAr: 'مقهى' },
  { key: 'bakery', name: 'Bakery', nameAr: 'مخبز' },
  { key: 'desserts', name: 'Desserts', nameAr: 'حلويات' },
  { key: 'juices', name: 'Juices', nameAr: 'عصائر' },
  { key: 'international', name: 'International', nameAr: 'مطبخ عالمي' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [sort, c] of BUSINESS_CATEGORIES.entries()) {
    await sql`INSERT INTO business_categories (key, name, name_ar, sort)
      VALUES (${c.key}, ${c.name}, ${c.nameAr}, ${sort}) ON CONFLICT (key) DO NOTHING`.execute(db);
  }
}
