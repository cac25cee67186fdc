// 'Meet Our Experts': six static experts. Portraits ship with the site (public/images/experts).

export interface Expert {
  name: string;
  role: string;
  img: string;
  facebook: string;
  linkedin: string;
  twitter: string;
  experience: string;
}

export const EXPERTS: Expert[] = [
  {
    name: 'Adaeze Nwosu',
    role: 'Organic Vegetable Grower',
    img: '/images/experts/adaeze-nwosu.svg',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    experience: '10+ years',
  },
  {
    name: 'Lucas Meyer',
    role: 'Composting Specialist',
    img: '/images/experts/lucas-meyer.svg',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    experience: '8+ years',
  },
  {
    name: 'Priya Raman',
    role: 'Hydroponics Engineer',
    img: '/images/experts/priya-raman.svg',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    experience: '6+ years',
  },
  {
    name: 'Tomás García',
    role: 'Landscape Designer',
    img: '/images/experts/tomas-garcia.svg',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    experience: '15+ years',
  },
  {
    name: 'Mei Lin',
    role: 'Indoor Plant Stylist',
    img: '/images/experts/mei-lin.svg',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    experience: '7+ years',
  },
  {
    name: 'Samuel Boateng',
    role: 'Urban Orchard Keeper',
    img: '/images/experts/samuel-boateng.svg',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    experience: '9+ years',
  },
];
