// 'Meet Our Experts': six static experts. Portraits ship with the site (public/images/experts).

export interface Expert {
  name: string;
  /** Its words are in the catalogues, under expert.<role>. */
  role:
    | 'Organic Vegetable Grower'
    | 'Composting Specialist'
    | 'Hydroponics Engineer'
    | 'Landscape Designer'
    | 'Indoor Plant Stylist'
    | 'Urban Orchard Keeper';
  img: string;
  facebook: string;
  linkedin: string;
  twitter: string;
  /** Years of experience (shown as "10+ years"). */
  years: number;
}

export const EXPERTS: Expert[] = [
  {
    name: 'Adaeze Nwosu',
    role: 'Organic Vegetable Grower',
    img: '/images/experts/adaeze-nwosu.svg',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    years: 10,
  },
  {
    name: 'Lucas Meyer',
    role: 'Composting Specialist',
    img: '/images/experts/lucas-meyer.svg',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    years: 8,
  },
  {
    name: 'Priya Raman',
    role: 'Hydroponics Engineer',
    img: '/images/experts/priya-raman.svg',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    years: 6,
  },
  {
    name: 'Tomás García',
    role: 'Landscape Designer',
    img: '/images/experts/tomas-garcia.svg',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    years: 15,
  },
  {
    name: 'Mei Lin',
    role: 'Indoor Plant Stylist',
    img: '/images/experts/mei-lin.svg',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    years: 7,
  },
  {
    name: 'Samuel Boateng',
    role: 'Urban Orchard Keeper',
    img: '/images/experts/samuel-boateng.svg',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    years: 9,
  },
];
