import type { CaffeineLevel } from './schema';

/** Demo menu of "Najd House". Prices are VAT-inclusive SAR written as halalas (1 SAR = 100). */
interface SeedOption {
  name: string;
  nameAr: string;
  price?: number;
  maxQuantity?: number;
}
interface SeedGroup {
  name: string;
  nameAr: string;
  min: number;
  max: number;
  options: SeedOption[];
}
export interface SeedItem {
  /** One of the illustrations in apps/server/demo-assets/dishes/{key}.svg */
  key: string;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  price: number;
  calories: number;
  caffeine?: CaffeineLevel;
  highSalt?: boolean;
  soldOut?: boolean;
  groups?: SeedGroup[];
}
export interface SeedCategory {
  name: string;
  nameAr: string;
  items: SeedItem[];
}

const RICE: SeedGroup = {
  name: 'Choose rice',
  nameAr: 'اختر الأرز',
  min: 1,
  max: 1,
  options: [
    { name: 'Kabsa rice', nameAr: 'رز كبسة' },
    { name: 'White basmati rice', nameAr: 'رز بسمتي أبيض' },
    { name: 'Mandi rice with raisins', nameAr: 'رز مندي بالزبيب', price: 300 },
  ],
};
const MAIN_EXTRAS: SeedGroup = {
  name: 'Extras',
  nameAr: 'إضافات',
  min: 0,
  max: 3,
  options: [
    { name: 'Daqoos tomato sauce', nameAr: 'صلصة دقوس', price: 200, maxQuantity: 3 },
    { name: 'Green salad', nameAr: 'سلطة خضراء', price: 600 },
    { name: 'Roasted almonds', nameAr: 'لوز محمص', price: 500 },
  ],
};
const BREAD: SeedGroup = {
  name: 'Choose bread',
  nameAr: 'اختر الخبز',
  min: 1,
  max: 1,
  options: [
    { name: 'Tamees', nameAr: 'تميس' },
    { name: 'Samoli', nameAr: 'صامولي' },
    { name: 'Saj bread', nameAr: 'خبز صاج', price: 200 },
  ],
};
const drinkSize = (large: number): SeedGroup => ({
  name: 'Size',
  nameAr: 'الحجم',
  min: 1,
  max: 1,
  options: [
    { name: 'Regular', nameAr: 'عادي' },
    { name: 'Large', nameAr: 'كبير', price: large },
  ],
});

export const DEMO_MENU: SeedCategory[] = [
  {
    name: 'Breakfast',
    nameAr: 'الفطور',
    items: [
      {
        key: 'shakshuka',
        name: 'Shakshuka',
        nameAr: 'شكشوكة',
        description: 'Eggs poached in spiced tomato and pepper sauce, served in the pan.',
        descriptionAr: 'بيض مطهو في صلصة الطماطم والفلفل المتبّلة، يُقدَّم في المقلاة.',
        price: 2800,
        calories: 420,
        groups: [
          BREAD,
          {
            name: 'Extras',
            nameAr: 'إضافات',
            min: 0,
            max: 3,
            options: [
              { name: 'Extra egg', nameAr: 'بيضة إضافية', price: 300, maxQuantity: 2 },
              { name: 'Feta cheese', nameAr: 'جبنة فيتا', price: 400 },
              { name: 'Sujuk', nameAr: 'سجق', price: 700 },
            ],
          },
        ],
      },
      {
        key: 'foul-medames',
        name: 'Foul medames',
        nameAr: 'فول مدمس',
        description: 'Slow-cooked fava beans with cumin, lemon and olive oil.',
        descriptionAr: 'فول مطهو على نار هادئة بالكمون والليمون وزيت الزيتون.',
        price: 1800,
        calories: 380,
        highSalt: true,
        groups: [BREAD],
      },
      {
        key: 'mutabbaq',
        name: 'Mutabbaq',
        nameAr: 'مطبق',
        description: 'Crisp folded pastry, a Hijazi street favourite.',
        descriptionAr: 'عجينة مقرمشة مطوية، من أشهر أكلات الشارع الحجازي.',
        price: 2200,
        calories: 520,
        groups: [
          {
            name: 'Choose filling',
            nameAr: 'اختر الحشوة',
            min: 1,
            max: 1,
            options: [
              { name: 'Egg and leek', nameAr: 'بيض وكراث' },
              { name: 'Cheese', nameAr: 'جبن', price: 400 },
              { name: 'Minced meat', nameAr: 'لحم مفروم', price: 800 },
            ],
          },
        ],
      },
      {
        key: 'balaleet',
        name: 'Balaleet',
        nameAr: 'بلاليط',
        description: 'Sweet saffron vermicelli topped with a thin omelette.',
        descriptionAr: 'شعيرية حلوة بالزعفران يعلوها عجة رقيقة.',
        price: 2000,
        calories: 450,
      },
    ],
  },
  {
    name: 'Appetizers',
    nameAr: 'المقبلات',
    items: [
      {
        key: 'hummus',
        name: 'Hummus',
        nameAr: 'حمص',
        description: 'Chickpeas blended with tahini, lemon and garlic.',
        descriptionAr: 'حمص مهروس بالطحينة والليمون والثوم.',
        price: 1600,
        calories: 330,
        groups: [
          {
            name: 'Topping',
            nameAr: 'الإضافة',
            min: 0,
            max: 1,
            options: [
              { name: 'Pine nuts', nameAr: 'صنوبر', price: 500 },
              { name: 'Spiced minced meat', nameAr: 'لحم مفروم متبّل', price: 1000 },
            ],
          },
        ],
      },
      {
        key: 'falafel',
        name: 'Falafel',
        nameAr: 'فلافل',
        description: 'Crisp chickpea and herb fritters with tahini sauce.',
        descriptionAr: 'أقراص حمص وأعشاب مقرمشة مع صلصة الطحينة.',
        price: 1400,
        calories: 360,
        groups: [
          {
            name: 'Size',
            nameAr: 'الحجم',
            min: 1,
            max: 1,
            options: [
              { name: '6 pieces', nameAr: '6 قطع' },
              { name: '10 pieces', nameAr: '10 قطع', price: 800 },
            ],
          },
        ],
      },
      {
        key: 'sambousek',
        name: 'Sambousek',
        nameAr: 'سمبوسة',
        description: 'Golden pastry triangles, four pieces.',
        descriptionAr: 'مثلثات عجين ذهبية، أربع قطع.',
        price: 1800,
        calories: 410,
        highSalt: true,
        groups: [
          {
            name: 'Choose filling',
            nameAr: 'اختر الحشوة',
            min: 1,
            max: 2,
            options: [
              { name: 'Cheese', nameAr: 'جبن' },
              { name: 'Vegetables', nameAr: 'خضار' },
              { name: 'Meat', nameAr: 'لحم', price: 300 },
            ],
          },
        ],
      },
      {
        key: 'fattoush',
        name: 'Fattoush',
        nameAr: 'فتوش',
        description: 'Garden salad with toasted bread, sumac and pomegranate molasses.',
        descriptionAr: 'سلطة خضار مع خبز محمص وسماق ودبس رمان.',
        price: 1900,
        calories: 210,
      },
    ],
  },
  {
    name: 'Mains',
    nameAr: 'الأطباق الرئيسية',
    items: [
      {
        key: 'chicken-kabsa',
        name: 'Chicken kabsa',
        nameAr: 'كبسة دجاج',
        description: 'Half a chicken on spiced rice with roasted nuts and daqoos.',
        descriptionAr: 'نصف دجاجة على رز متبّل مع المكسرات المحمصة والدقوس.',
        price: 4800,
        calories: 980,
        highSalt: true,
        groups: [RICE, MAIN_EXTRAS],
      },
      {
        key: 'lamb-mandi',
        name: 'Lamb mandi',
        nameAr: 'مندي لحم',
        description: 'Tender lamb slow-cooked in the pit over smoky mandi rice.',
        descriptionAr: 'لحم غنم طري مطهو ببطء في الحفرة على رز مندي مدخّن.',
        price: 8900,
        calories: 1250,
        highSalt: true,
        groups: [
          {
            name: 'Size',
            nameAr: 'الحجم',
            min: 1,
            max: 1,
            options: [
              { name: 'Quarter lamb portion', nameAr: 'ربع حاشي' },
              { name: 'Half portion for two', nameAr: 'نصف لشخصين', price: 7000 },
            ],
          },
          RICE,
          MAIN_EXTRAS,
        ],
      },
      {
        key: 'jareesh',
        name: 'Jareesh',
        nameAr: 'جريش',
        description: 'Cracked wheat cooked with laban and topped with fried onion.',
        descriptionAr: 'قمح مجروش مطبوخ باللبن ومزيّن بالبصل المقلي.',
        price: 3200,
        calories: 610,
        highSalt: true,
      },
      {
        key: 'saleeg',
        name: 'Saleeg',
        nameAr: 'سليق',
        description: 'Creamy Taif-style rice cooked in broth and milk, with chicken.',
        descriptionAr: 'رز كريمي على الطريقة الطائفية مطبوخ بالمرق والحليب مع الدجاج.',
        price: 3800,
        calories: 720,
      },
      {
        key: 'grilled-hammour',
        name: 'Grilled hammour',
        nameAr: 'هامور مشوي',
        description: 'Red Sea hammour fillet grilled with lemon and spices.',
        descriptionAr: 'فيليه هامور من البحر الأحمر مشوي بالليمون والبهارات.',
        price: 7600,
        calories: 540,
        groups: [
          {
            name: 'Sides',
            nameAr: 'الأطباق الجانبية',
            min: 1,
            max: 2,
            options: [
              { name: 'Sayadieh rice', nameAr: 'رز صيادية' },
              { name: 'French fries', nameAr: 'بطاطس مقلية' },
              { name: 'Grilled vegetables', nameAr: 'خضار مشوية', price: 500 },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Desserts',
    nameAr: 'الحلويات',
    items: [
      {
        key: 'kunafa',
        name: 'Kunafa',
        nameAr: 'كنافة',
        description: 'Crisp kataifi over sweet cheese, soaked in light syrup.',
        descriptionAr: 'كنافة مقرمشة فوق الجبن الحلو، مسقية بالقطر.',
        price: 2600,
        calories: 540,
        groups: [
          {
            name: 'Size',
            nameAr: 'الحجم',
            min: 1,
            max: 1,
            options: [
              { name: 'Single', nameAr: 'فردي' },
              { name: 'Sharing plate', nameAr: 'طبق للمشاركة', price: 2000 },
            ],
          },
        ],
      },
      {
        key: 'luqaimat',
        name: 'Luqaimat',
        nameAr: 'لقيمات',
        description: 'Crisp sweet dumplings with sesame.',
        descriptionAr: 'لقيمات مقرمشة مع السمسم.',
        price: 1800,
        calories: 430,
        groups: [
          {
            name: 'Choose syrup',
            nameAr: 'اختر الصوص',
            min: 1,
            max: 1,
            options: [
              { name: 'Date syrup', nameAr: 'دبس التمر' },
              { name: 'Sidr honey', nameAr: 'عسل سدر', price: 600 },
              { name: 'Chocolate', nameAr: 'شوكولاتة', price: 400 },
            ],
          },
        ],
      },
      {
        key: 'umm-ali',
        name: 'Umm Ali',
        nameAr: 'أم علي',
        description: 'Warm baked pastry pudding with milk, nuts and raisins.',
        descriptionAr: 'حلى دافئ من العجين المخبوز بالحليب والمكسرات والزبيب.',
        price: 2400,
        calories: 610,
        soldOut: true,
      },
    ],
  },
  {
    name: 'Drinks',
    nameAr: 'المشروبات',
    items: [
      {
        key: 'saudi-coffee',
        name: 'Saudi coffee with dates',
        nameAr: 'قهوة سعودية مع تمر',
        description: 'Cardamom and saffron coffee served with Sukkari dates.',
        descriptionAr: 'قهوة بالهيل والزعفران تُقدَّم مع تمر سكري.',
        price: 1500,
        calories: 140,
        caffeine: 'medium',
        groups: [
          {
            name: 'Size',
            nameAr: 'الحجم',
            min: 1,
            max: 1,
            options: [
              { name: 'Small dallah', nameAr: 'دلة صغيرة' },
              { name: 'Large dallah', nameAr: 'دلة كبيرة', price: 1200 },
            ],
          },
        ],
      },
      {
        key: 'karak-tea',
        name: 'Karak tea',
        nameAr: 'شاي كرك',
        description: 'Strong black tea simmered with milk, cardamom and saffron.',
        descriptionAr: 'شاي أسود ثقيل مغلي مع الحليب والهيل والزعفران.',
        price: 800,
        calories: 160,
        caffeine: 'high',
        groups: [drinkSize(400)],
      },
      {
        key: 'mint-tea',
        name: 'Mint tea',
        nameAr: 'شاي بالنعناع',
        description: 'Green tea with fresh mint leaves.',
        descriptionAr: 'شاي أخضر بأوراق النعناع الطازجة.',
        price: 700,
        calories: 5,
        caffeine: 'low',
      },
      {
        key: 'fresh-orange-juice',
        name: 'Fresh orange juice',
        nameAr: 'عصير برتقال طازج',
        description: 'Squeezed to order.',
        descriptionAr: 'يُعصر عند الطلب.',
        price: 1600,
        calories: 180,
        groups: [drinkSize(600)],
      },
      {
        key: 'laban',
        name: 'Laban',
        nameAr: 'لبن',
        description: 'Chilled salted buttermilk.',
        descriptionAr: 'لبن بارد مملّح.',
        price: 600,
        calories: 120,
        highSalt: true,
      },
    ],
  },
];
