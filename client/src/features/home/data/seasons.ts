// The seasonal planting guide on the home page (temperate, northern hemisphere months).

import type { LineIconName } from '../../../components/ui/line-icons';

export interface Season {
  name: 'Spring' | 'Summer' | 'Autumn' | 'Winter';
  icon: LineIconName;
  /** Month numbers (0 = January) that fall in the season. */
  monthNumbers: number[];
  plant: string[];
  jobs: string[];
}

export const SEASONS: Season[] = [
  // One row a season: name, icon, months (0 = January), what to plant, the jobs to do.
  {
    name: 'Spring',
    icon: 'sprout',
    monthNumbers: [2, 3, 4],
    plant: ['Peas and broad beans', 'Lettuce and radishes', 'Potatoes', 'Herbs: parsley, chives, coriander'],
    jobs: ['Top beds with compost', 'Harden off seedlings before planting out', 'Watch for late frosts'],
  },
  {
    name: 'Summer',
    icon: 'sun',
    monthNumbers: [5, 6, 7],
    plant: ['Beans and courgettes', 'Succession-sown salad', 'Basil outdoors', 'Autumn brassicas'],
    jobs: ['Water deeply in the early morning', 'Mulch to keep moisture in', 'Pick often to keep plants cropping'],
  },
  {
    name: 'Autumn',
    icon: 'leaf',
    monthNumbers: [8, 9, 10],
    plant: ['Garlic and onion sets', 'Spring bulbs', 'Bare-root shrubs and trees', 'Green manure'],
    jobs: ['Collect leaves for leaf mould', 'Save seeds from the best plants', 'Turn the compost heap'],
  },
  {
    name: 'Winter',
    icon: 'snowflake',
    monthNumbers: [11, 0, 1],
    plant: ['Microgreens on the windowsill', 'Fruit trees while dormant', 'Chillies indoors in late winter'],
    jobs: ['Plan next year’s beds', 'Clean and sharpen tools', 'Move tender pots under cover'],
  },
];
